import type { SeedMilestoneTexts } from "../milestones";

/** Headings, descriptions and roles of the track record (fictional sample transactions). */
export const milestones = {
  "lagos-infrastructure-bond": {
    heading: "拉各斯州基础设施债券发行计划",
    text: "BGL Capital牵头在该州债务发行计划下发行一期十年期固定利率债券，募集资金用于道路、交通及排水项目。本次发行受到养老基金和保险公司的踊跃认购，获得超额认购，债券已在尼日利亚交易所（NGX）和FMDQ证券交易所挂牌上市。",
    role: "牵头发行机构",
  },
  "agro-processor-commercial-paper": {
    heading: "某综合性农产品加工企业商业票据发行计划",
    text: "BGL Capital正在为一家综合性农产品加工集团安排商业票据发行计划，募集资金用于在收获季节采购谷物和木薯。该计划为公司提供与其营运资金周期相匹配的灵活短期融资。注册手续已经完成，首期票据正在向机构投资者配售。",
    role: "安排人",
  },
  "power-distribution-acquisition": {
    heading: "收购某配电公司多数股权",
    text: "BGL Capital担任一家基础设施投资财团的顾问，协助其收购一家配电公司的控股权。服务内容涵盖估值、融资结构设计、与卖方的谈判以及监管审批。交易于2021年完成，新股东随即启动了电网投资和电表安装计划。",
    role: "收购方财务顾问",
  },
  "fibre-network-rights-issue": {
    heading: "某上市光纤网络运营商配股",
    text: "BGL Capital为一家上市电信基础设施公司管理配股发行，募集资金用于将其光纤网络扩展至新的城市。本次配股获得全额认购，额外认购申请超过了未获认购的股份数量，募集资金使公司得以在不增加负债的情况下实现扩张。",
    role: "联席发行机构",
  },
  "state-pension-reform-advisory": {
    heading: "某州政府缴费型养老金改革",
    text: "BGL Capital为某州政府将其公职人员转入缴费型养老金计划提供咨询。服务内容包括审查累计养老金负债、制定通过退休福利债券为其筹资的方案，以及设计该计划的治理架构。改革方案经州议会批准，并于2020年实施。",
    role: "交易顾问",
  },
  "cement-manufacturer-bond": {
    heading: "某水泥生产商七年期公司债券",
    text: "BGL Capital为一家领先的水泥生产商牵头发行七年期固定利率债券，用于置换短期银行贷款并为一条新生产线提供资金。本期债券获得投资级评级，在簿记建档期间获得超额认购，并延长了公司债务的平均期限。",
    role: "牵头发行机构",
  },
  "teaching-hospital-ppp": {
    heading: "某联邦教学医院公私合营项目",
    text: "BGL Capital正在为一家联邦教学医院的公私合营（PPP）项目提供咨询，该项目旨在建设一座诊断与专科诊疗中心并配置相应设备。委托范围涵盖项目商业论证、私营合作方的采购遴选以及融资结构设计。目前已确定优选投标人，融资关闭的准备工作正在进行中。",
    role: "财务顾问",
  },
  "bank-tier-two-capital": {
    heading: "某全国性商业银行二级资本募集",
    text: "BGL Capital联席管理一期次级债券发行，为一家持有全国性牌照的商业银行补充二级资本。该期十年期票据可于五年后赎回，在银行计划扩大贷款规模之前增强了其资本充足水平。本次发行获得养老基金、资产管理公司和保险公司的全额认购。",
    role: "联席发行机构",
  },
  "fintech-private-placement": {
    heading: "某数字支付公司成长资本私募配售",
    text: "BGL Capital通过面向开发性金融机构和区域性风险投资基金的私募配售，为一家总部位于拉各斯的数字支付公司募集成长资本。该公司正将所募资金用于扩展商户网络并加强合规体系。经过详尽的尽职调查，本轮融资于2024年完成。",
    role: "独家配售代理",
  },
  "logistics-merger": {
    heading: "两家国内物流公司合并",
    text: "BGL Capital为两家在公路货运和仓储网络方面优势互补的物流公司的合并提供咨询。服务内容涵盖两家企业的估值、换股比例以及取得尼日利亚证券交易委员会（SEC）的批准。合并后的公司在十八个月内完成了整合。",
    role: "牵头财务顾问",
  },
  "pension-fixed-income-mandate": {
    heading: "某养老基金管理人固定收益委托",
    text: "BGL Asset Management受托为一家养老基金管理人管理固定收益专户组合。该委托在养老金监管规定的限额内投资于联邦及州政府债券和高等级公司债券，注重流动性，力求为退休储蓄提供稳定收入。",
    role: "投资组合管理人",
  },
  "university-endowment-mandate": {
    heading: "某私立大学捐赠基金委托",
    text: "BGL Asset Management为一所私立大学管理捐赠基金，该基金用于资助奖学金和讲席教授职位。与该大学受托人共同商定的投资政策，力求在满足当期支出需求与长期保持基金实际价值之间取得平衡。季度报告提交受托人投资委员会审阅。",
  },
  "balanced-income-fund": {
    heading: "推出BGL平衡收益基金",
    text: "BGL Asset Management推出一只在尼日利亚证券交易委员会（SEC）注册的平衡型共同基金，投资范围涵盖货币市场工具、债券和上市股票。该基金面向寻求定期收入并兼顾一定长期增长的个人储户。基金净值随市场波动，收益不作保证。",
    role: "基金管理人",
  },
  "dollar-income-fund": {
    heading: "推出美元计价收益基金",
    text: "BGL Asset Management推出一只美元基金，面向希望以美元持有部分储蓄的投资者。该基金主要投资于尼日利亚联邦政府和尼日利亚企业发行的欧洲债券以及美元存款，成立首年即吸引了个人、企业和机构投资者。",
    role: "基金管理人",
  },
  "insurer-portfolio-mandate": {
    heading: "某非寿险公司投资组合委托",
    text: "BGL Asset Management为一家非寿险公司管理部分投资资产，并使其与保单负债的久期相匹配。该组合持有国库券、政府债券和公司债券以及银行存款，在该保险公司的风险偏好以及行业监管机构规定的偿付能力规则范围内运作。",
  },
  "family-office-mandate": {
    heading: "某家族办公室多资产委托",
    text: "BGL Asset Management受尼日利亚一家家族办公室委托，管理以美元持有的多资产投资组合。该委托组合配置全球固定收益、派息股票和现金，服务于该家族的财富传承和慈善规划。相关报告与该家族的奈拉资产合并呈报。",
  },
  "state-savings-trust": {
    heading: "某州政府未来世代储蓄信托",
    text: "BGL Asset Management受托管理某州政府设立的储蓄信托，该信托旨在为子孙后代留存部分财政收入。投资组合受信托契约及独立受托人委员会管辖，投资期限较长，并对风险和流动性设有严格限制。",
  },
  "ethical-equity-fund": {
    heading: "推出伦理股票基金",
    text: "BGL Asset Management推出一只伦理股票基金，在剔除烟草、博彩和酒类等行业后，投资于在尼日利亚交易所（NGX）上市的公司。每项持仓还须接受公司治理和环境实践方面的评估。该基金适合能够接受股价涨跌的长期投资者。",
  },
} satisfies SeedMilestoneTexts;
