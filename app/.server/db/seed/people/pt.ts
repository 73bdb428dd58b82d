import type { SeedPeopleText } from "./index";

/** Roles and biographies of the sample board and leadership, loaded once into a new database. */
export const people = {
  "olufemi-adeyemi-bello": {
    role: "Presidente do Conselho de Administração",
    desc: [
      "Olufemi Adeyemi-Bello preside o Conselho de Administração do BGL Group desde 2016. Com mais de trinta e cinco anos de experiência no setor bancário, em governança corporativa e em finanças públicas, orienta a supervisão que o Conselho exerce sobre a estratégia, os riscos e as relações do grupo com os seus reguladores. Sob a sua presidência, o Conselho reforçou a estrutura dos seus comitês e traçou uma separação mais clara entre os três negócios e as funções de controle que lhes são comuns.",
      "Iniciou a carreira no final da década de 1980, no departamento de finanças corporativas de um banco de investimento nigeriano, e transferiu-se mais tarde para um dos principais bancos comerciais pan-africanos, onde chegou a diretor executivo responsável pelos segmentos de empresas e de setor público. Foi depois assessor sênior de um programa federal de reformas econômicas, dedicando-se à gestão da dívida pública e ao desenvolvimento do mercado doméstico de títulos de dívida.",
      "Formado em Economia pela University of Ibadan e mestre em Finanças por uma universidade do Reino Unido, Olufemi é membro titular do Chartered Institute of Bankers of Nigeria, a associação profissional dos banqueiros nigerianos. Está convencido de que um grupo financeiro conquista a sua reputação lentamente, por meio de decisões criteriosas repetidas ao longo de muitos anos, e espera que o Conselho faça as perguntas difíceis cedo, e não tarde demais.",
    ],
    features: [
      {
        title: "Comitês do Conselho",
        items: [
          "Presidente do Comitê de Nomeações e Governança do Conselho",
          "Membro do Comitê de Estratégia do Conselho",
        ],
      },
    ],
  },
  "funmilayo-oduya": {
    role: "Diretora-Geral do Grupo",
    desc: [
      "Funmilayo Oduya é Diretora-Geral do BGL Group e a executiva responsável pelo desempenho da BGL Capital, da BGL Asset Management e da BGL Global Markets. Define a estratégia do grupo em conjunto com o Conselho de Administração, distribui o capital entre os negócios e lidera o comitê executivo. A sua prioridade é que os clientes vejam o grupo como uma relação única, seja qual for o negócio com que trabalham.",
      "Ingressou no BGL em 2002 como analista sênior de banco de investimento, depois de seis anos na área de auditoria e consultoria de uma firma internacional de contabilidade. Na década seguinte, liderou emissões de dívida e de ações para empresas e governos estaduais, assumiu a direção da BGL Capital em 2011 e foi nomeada Diretora-Geral do Grupo em 2018. Os anos passados dentro dos negócios dão-lhe um conhecimento prático de cada um deles.",
      "Funmilayo é membro titular do Institute of Chartered Accountants of Nigeria, formada em Contabilidade pela Obafemi Awolowo University e tem um MBA por uma escola de negócios de Lagos. É conhecida pela preparação cuidadosa e pela conversa franca. Considera que a gestão de riscos, o desenvolvimento dos colaboradores e a qualidade do aconselhamento prestado aos clientes são os critérios pelos quais se deve avaliar o progresso do grupo.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Estratégia do grupo e alocação de capital",
          "Relacionamento com os clientes nos três negócios",
          "Cultura de risco e controle interno",
          "Desenvolvimento de talentos e sucessão",
        ],
      },
    ],
  },
  "ngozi-eze": {
    role: "Administradora Não Executiva Independente",
    desc: [
      "Ngozi Eze integrou o Conselho de Administração do BGL Group como Administradora Não Executiva Independente em 2019. Preside o Comitê de Auditoria do Conselho e traz um olhar independente sobre a informação financeira, a auditoria interna e a relação do grupo com os seus auditores externos. Os colegas destacam o seu rigor com os detalhes e a paciência com que explica por que esses detalhes importam tanto para os clientes como para os acionistas e os reguladores.",
      "A sua carreira abrange mais de trinta anos em auditoria e asseguração. Passou duas décadas em uma firma internacional de auditoria, onde se tornou sócia responsável pelas auditorias de bancos, seguradoras e administradoras de fundos de pensão cotados em bolsa. Mais tarde, foi diretora de auditoria interna de um grupo industrial diversificado, onde criou uma função de auditoria baseada em riscos que reportava diretamente ao comitê de auditoria do conselho de administração.",
      "Ngozi é formada em Contabilidade pela University of Nigeria, Nsukka, é membro titular do Institute of Chartered Accountants of Nigeria e possui a certificação Certified Information Systems Auditor (CISA). Interessa-se especialmente pelos controles que envolvem as plataformas digitais do grupo e incentiva a direção executiva a encarar a prestação de informação clara e oportuna como um serviço aos clientes, e não apenas como uma obrigação regulatória.",
    ],
    features: [
      {
        title: "Comitês do Conselho",
        items: [
          "Presidente do Comitê de Auditoria do Conselho",
          "Membro do Comitê de Gestão de Riscos do Conselho",
        ],
      },
      {
        title: "Qualificações",
        items: [
          "Membro titular do Institute of Chartered Accountants of Nigeria",
          "Certified Information Systems Auditor (CISA)",
          "Graduação em Contabilidade, University of Nigeria, Nsukka",
        ],
      },
    ],
  },
  "ibrahim-danjuma": {
    role: "Administrador Não Executivo Independente",
    desc: [
      "Ibrahim Danjuma é Administrador Não Executivo Independente do BGL Group e preside o Comitê de Gestão de Riscos do Conselho. Integrou o Conselho de Administração em 2020, com uma longa experiência em finanças públicas, mercados de capitais e financiamento de infraestruturas. A sua contribuição centra-se na forma como o grupo identifica, mede e limita os riscos em todas as suas atividades de assessoria, garantia de subscrição, negociação e investimento, e na forma como esses limites são reportados ao Conselho.",
      "Ibrahim passou o início da carreira no Ministério Federal das Finanças, dedicado primeiro à preparação do orçamento e, mais tarde, ao quadro regulatório do endividamento dos governos subnacionais. Transferiu-se depois para uma instituição financeira de desenvolvimento, onde liderou a equipe de investimentos em infraestruturas no norte da Nigéria, estruturando financiamentos de longo prazo para projetos de energia, água e transportes, em conjunto com governos estaduais e credores internacionais.",
      "É formado em Economia pela Ahmadu Bello University, Zaria, mestre em Políticas Públicas por uma universidade estrangeira e membro associado do Chartered Institute of Stockbrokers. Ibrahim é ponderado e metódico. Lembra com frequência ao Conselho que um mandato do setor público cria obrigações para com os cidadãos, e não apenas para com o dirigente que assina a carta de contratação.",
    ],
    features: [
      {
        title: "Comitês do Conselho",
        items: [
          "Presidente do Comitê de Gestão de Riscos do Conselho",
          "Membro do Comitê de Auditoria do Conselho",
          "Membro do Comitê de Nomeações e Governança do Conselho",
        ],
      },
    ],
  },
  "chinedu-okafor": {
    role: "Administrador Não Executivo",
    desc: [
      "Chinedu Okafor foi nomeado Administrador Não Executivo do BGL Group em 2017. Empresário e investidor, traz a perspectiva de quem já captou recursos, formou equipes e vendeu uma empresa. Ajuda o Conselho de Administração a confrontar os serviços do grupo com aquilo de que fundadores e empresas familiares realmente precisam de um parceiro financeiro, e com a forma como preferem ser atendidos.",
      "No início da década de 1990, fundou em Onitsha uma empresa de distribuição de bens de consumo, que transformou em uma rede de abastecimento de pontos de venda em todo o Sudeste e o Sul-Sul da Nigéria. Depois de vender uma participação majoritária a um investidor estratégico, criou uma sociedade de investimentos privada com participações nos setores industrial, agrícola e imobiliário. Foi também membro do conselho de administração de várias empresas de capital fechado.",
      "Chinedu estudou Administração de Empresas na Nnamdi Azikiwe University e concluiu mais tarde um programa para executivos sobre governança de empresas familiares. Tem um estilo direto e uma visão prática. No Conselho, acompanha de perto o trabalho do grupo com pequenas e médias empresas, a preparação da sucessão nas empresas familiares e a forma como o patrimônio privado se preserva de uma geração para a seguinte.",
    ],
  },
  "tolulope-ajayi": {
    role: "Diretora-Geral",
    desc: [
      "Tolulope Ajayi é Diretora-Geral da BGL Capital, a área de banco de investimento do grupo. Lidera a equipe que assessora empresas, bancos, o governo federal e os governos estaduais em captação de recursos, garantia de subscrição, fusões e aquisições, financiamento estruturado e assessoria em transações. É responsável pela cobertura de clientes, pela carteira de operações em preparação e pelos padrões de execução que clientes e reguladores esperam.",
      "Iniciou a carreira na tesouraria de um dos principais bancos pan-africanos, antes de ingressar na divisão de banco de investimento de uma sociedade regional de valores mobiliários, onde trabalhou em algumas das primeiras emissões de títulos de dívida corporativa do mercado nigeriano. Ingressou na BGL Capital em 2009, liderou durante oito anos a equipe de mercado de capitais de dívida e foi nomeada Diretora-Geral em 2018.",
      "Tolulope é formada em Economia pela University of Lagos, tem um MBA por uma escola de negócios do Reino Unido e possui a certificação CFA. Acredita que um bom aconselhamento significa, às vezes, recomendar ao cliente que espere, que reestruture a operação ou que opte por uma operação menor. As suas equipes são reconhecidas pela documentação rigorosa e por se manterem próximas dos clientes muito depois de concluída a operação.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Mercados de capitais de dívida e de ações",
          "Fusões e aquisições",
          "Financiamento do setor público e de infraestruturas",
          "Cobertura de clientes e padrões de execução",
        ],
      },
    ],
  },
  "emeka-nwosu": {
    role: "Diretor de Mercado de Capitais de Dívida",
    desc: [
      "Emeka Nwosu é Diretor de Mercado de Capitais de Dívida da BGL Capital. Lidera a originação, a estruturação e a execução de emissões de títulos de dívida, papel comercial e sukuk para empresas, bancos e governos estaduais. A sua equipe acompanha o cliente desde a primeira conversa sobre uma necessidade de financiamento, ao longo da classificação de risco, da aprovação regulatória, da formação do livro de ordens e da admissão à negociação, e continua presente no cumprimento dos deveres de informação que se seguem à emissão.",
      "Emeka começou como analista de renda fixa em um operador primário de títulos públicos em Lagos, onde calculava o preço de títulos do governo e construía modelos de curva de rendimentos. Passou depois cinco anos na equipe de mercado de capitais de dívida da operação africana de um banco de investimento internacional, trabalhando em emissões de euro-obrigações e em moeda local em toda a África Ocidental. Ingressou na BGL Capital em 2014 e lidera a equipe de dívida desde 2019.",
      "É formado em Matemática pela University of Benin, mestre em Engenharia Financeira e possui a certificação CFA. De temperamento analítico, Emeka dá grande atenção à definição das cláusulas restritivas e à estrutura de reembolso. Vê o mercado doméstico de títulos de dívida como uma das formas mais eficazes de os emitentes nigerianos financiarem ativos de longo prazo com recursos de longo prazo.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Títulos de dívida de empresas e de bancos",
          "Programas de emissão de títulos de dívida de governos estaduais",
          "Programas de papel comercial",
          "Sukuk e títulos de dívida verdes",
        ],
      },
    ],
  },
  "aisha-lawal": {
    role: "Diretora de Fusões e Aquisições",
    desc: [
      "Aisha Lawal é Diretora de Fusões e Aquisições da BGL Capital. Assessora compradores, vendedores e conselhos de administração em aquisições, desinvestimentos, fusões e reestruturações, o que abrange a avaliação, a negociação, as aprovações regulatórias e o trabalho de integrar duas organizações. Tem um conhecimento especialmente aprofundado dos setores de energia, telecomunicações e logística, em que as operações tendem a ser longas, técnicas e fortemente reguladas.",
      "Aisha formou-se na área de serviços de transações de uma firma internacional de serviços profissionais, onde realizava diligências prévias financeiras para investidores de capital privado e grupos multinacionais que entravam no mercado nigeriano. Transferiu-se depois para a equipe de desenvolvimento corporativo de uma empresa industrial cotada em bolsa, onde participou em várias aquisições do lado do comprador. Ingressou na BGL Capital em 2015 e assumiu a liderança da equipe de fusões e aquisições em 2020.",
      "É formada em Contabilidade pela Bayero University Kano, mestre em Finanças e membro associado do Institute of Chartered Accountants of Nigeria. Aisha é serena na negociação e minuciosa na preparação. Defende que o sucesso ou o fracasso da maioria das operações se decide na integração, e incentiva os clientes a preparar os primeiros cem dias antes da assinatura.",
    ],
  },
  "kunle-adebanjo": {
    role: "Vice-Presidente Associado de Assessoria ao Setor Público",
    desc: [
      "Kunle Adebanjo é Vice-Presidente Associado de Assessoria ao Setor Público da BGL Capital. Trabalha com ministérios, departamentos e agências federais e estaduais em estratégias de financiamento, parcerias público-privadas, gestão da dívida e reforma dos sistemas de pensões. As suas funções abrangem a elaboração de modelos financeiros, a análise de alternativas e a preparação dos documentos de que os organismos públicos precisam para a aprovação, a contratação pública e o diálogo com investidores.",
      "Iniciou a carreira como analista no departamento de planejamento do ministério das finanças de um governo estadual, antes de passar para a área de assessoria em infraestruturas de uma empresa internacional de consultoria. Ali, apoiou a preparação de projetos de transportes, saúde e habitação no âmbito de regimes de parceria público-privada. Ingressou na BGL Capital em 2019 e trabalhou nos mandatos do grupo relativos à reforma das pensões de um governo estadual e a um hospital universitário.",
      "Kunle é formado em Engenharia Civil pela University of Ilorin, mestre em Economia do Desenvolvimento e candidato à certificação CFA. Combina a atenção de um engenheiro à construção e à manutenção dos ativos com a visão de um especialista em finanças sobre a forma de os pagar. Acredita que projetos públicos bem preparados atraem capital privado em condições mais justas.",
    ],
  },
  "yetunde-akinola": {
    role: "Diretora-Geral",
    desc: [
      "Yetunde Akinola é Diretora-Geral da BGL Asset Management, que gere patrimônio privado, carteiras institucionais e fundos especializados, incluindo fundos de investimento, fundos em dólares, fundos éticos, fundos patrimoniais e fundos fiduciários. É responsável pela estratégia, pela governança de investimentos e pelo atendimento aos clientes da empresa, e preside o seu comitê de investimentos. Privilegia carteiras disciplinadas e uma informação clara aos clientes, mais do que as classificações de curto prazo.",
      "Iniciou a carreira como analista de ações em uma corretora de valores de Lagos e passou à gestão de carteiras em uma administradora de fundos de pensão, onde geriu carteiras de renda fixa e de ações de contas individuais de pensão. Ingressou na BGL Asset Management em 2008 como responsável pelas carteiras institucionais, criou a área de fundos patrimoniais e fiduciários e foi nomeada Diretora-Geral em 2017.",
      "Yetunde é formada em Economia pela Obafemi Awolowo University, mestre em Gestão de Investimentos e possui a certificação CFA. Acredita que os objetivos, os compromissos financeiros e a tolerância a perdas de cada cliente devem moldar uma carteira antes de qualquer visão sobre os mercados. É mentora de muitos dos profissionais de investimento mais jovens da empresa e apoia ativamente o programa do grupo destinado a jovens diplomados.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Governança de investimentos",
          "Mandatos institucionais e de fundos patrimoniais",
          "Fundos especializados e éticos",
          "Prestação de informação aos clientes",
        ],
      },
    ],
  },
  "obinna-chukwu": {
    role: "Diretor de Investimentos",
    desc: [
      "Obinna Chukwu é Diretor de Investimentos da BGL Asset Management. Lidera a equipe de investimentos em renda fixa, ações e ativos alternativos, define a visão da casa sobre a alocação de ativos e supervisiona a construção das carteiras dos fundos e dos mandatos segregados. Cabe-lhe garantir que cada carteira seja gerida de acordo com os objetivos declarados, os limites de risco e os requisitos regulatórios.",
      "Obinna iniciou a carreira na mesa de renda fixa de um dos principais bancos pan-africanos, onde negociava bilhetes do Tesouro e títulos públicos, antes de se transferir para a gestão de recursos como gestor de carteiras da subsidiária de investimentos de uma seguradora. Mais tarde, geriu carteiras multiativos em uma gestora de ativos regional com clientes na Nigéria e no Gana. Ingressou na BGL Asset Management em 2016 e tornou-se Diretor de Investimentos em 2021.",
      "É formado em Estatística pela University of Nigeria, Nsukka, mestre em Finanças e possui as certificações CFA e Financial Risk Manager (FRM). Obinna é cético em relação às previsões e prefere carteiras capazes de resistir a cenários muito diversos. Dá especial importância à liquidez, aos retornos reais, depois de descontada a inflação, e à explicação clara das decisões de investimento aos clientes.",
    ],
  },
  "hauwa-abdullahi": {
    role: "Diretora de Gestão de Patrimônio Privado",
    desc: [
      "Hauwa Abdullahi é Diretora de Gestão de Patrimônio Privado da BGL Asset Management. Lidera a equipe que atende particulares, famílias e as respectivas empresas, reunindo gestão de investimentos, planejamento da poupança, fundos fiduciários e soluções de sucessão. A sua equipe constrói relações duradouras, muitas vezes com duas ou três gerações da mesma família, e trabalha em conjunto com os advogados e consultores fiscais dos clientes quando os seus assuntos o exigem.",
      "Iniciou a carreira na área de clientes particulares de patrimônio elevado de um dos principais bancos pan-africanos, em Abuja, onde atendia empresários e profissionais de nível sênior. Passou depois a liderar a equipe de assessoria patrimonial de uma sociedade fiduciária, dedicando-se ao planejamento sucessório, à administração de fundos fiduciários e a fundações filantrópicas. Hauwa ingressou na BGL Asset Management em 2017 para desenvolver a área de gestão de patrimônio privado em Abuja e lidera a equipe em âmbito nacional desde 2021.",
      "Hauwa é formada em Administração de Empresas pela University of Abuja, tem uma pós-graduação em Gestão de Patrimônio e é membro associado do Chartered Institute of Stockbrokers. Em uma primeira reunião, ouve mais do que fala. Acredita que os clientes têm o direito de compreender cada produto que detêm, cada taxa que pagam e a forma como o seu patrimônio está protegido.",
    ],
    features: [
      {
        title: "Qualificações",
        items: [
          "Pós-graduação em Gestão de Patrimônio",
          "Membro associado do Chartered Institute of Stockbrokers",
          "Graduação em Administração de Empresas, University of Abuja",
        ],
      },
    ],
  },
  "segun-falana": {
    role: "Diretor de Análise",
    desc: [
      "Segun Falana é Diretor de Análise da BGL Asset Management. Lidera a equipe que fornece análises econômicas, de renda fixa e de ações aos gestores de carteiras, aos assessores de patrimônio privado e aos clientes institucionais do grupo. O trabalho da equipe abrange a política monetária, a inflação, a taxa de câmbio, as finanças públicas e as perspectivas dos setores representados na Nigerian Exchange.",
      "Segun iniciou a carreira como economista no departamento de estudos econômicos de um dos principais bancos pan-africanos, onde escrevia sobre a economia nigeriana e o setor bancário. Mais tarde, liderou a análise de ações de uma sociedade de valores mobiliários de Lagos, acompanhando bancos e empresas de bens de consumo e industriais. Ingressou na BGL Asset Management em 2018 e assumiu a direção da equipe de análise um ano depois.",
      "É formado em Economia pela University of Ibadan, mestre em Economia por uma universidade do Reino Unido e possui a certificação CFA. Segun escreve com clareza e separa os dados das opiniões. Acredita que a análise conquista confiança quando expõe abertamente os seus pressupostos, revê as suas previsões com honestidade e explica o que poderia levá-la a mudar de opinião.",
    ],
  },
  "babatunde-ogunleye": {
    role: "Diretor-Geral",
    desc: [
      "Babatunde Ogunleye é Diretor-Geral da BGL Global Markets, a área de valores mobiliários do grupo, cuja denominação legal é BGL Securities Limited. Lidera as atividades de corretagem, renda fixa, mercado de balcão, negociação com margem, financiamento colaborativo e negociação digital, e responde pela conduta de mercado, pela proteção dos ativos dos clientes e pela posição da empresa como membro negociador da Nigerian Exchange.",
      "Babatunde tem mais de vinte e cinco anos de experiência no mercado de capitais nigeriano. Começou como auxiliar de operações no recinto de negociação da bolsa em Lagos, obteve a qualificação de corretor de valores e tornou-se responsável pela mesa de operações de uma corretora de médio porte. Ingressou no BGL em 2005, dirigiu durante vários anos a mesa de clientes de patrimônio elevado e foi nomeado Diretor-Geral da BGL Global Markets em 2016.",
      "É formado em Finanças e Gestão Bancária pela University of Lagos, tem um MBA e é membro titular do Chartered Institute of Stockbrokers. Babatunde já atravessou vários ciclos de mercado e fala deles sem dramatismo. Acredita que a melhor execução, a exatidão dos registros e a pontualidade da liquidação são os alicerces da reputação de um corretor, e que a tecnologia deve ampliar o acesso sem baixar os padrões.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Corretagem e conduta de mercado",
          "Serviços para clientes de patrimônio elevado",
          "Renda fixa e negociação em mercado de balcão",
          "Acesso digital e financiamento colaborativo",
        ],
      },
    ],
  },
  "chiamaka-obi": {
    role: "Diretora de Negociação",
    desc: [
      "Chiamaka Obi é Diretora de Negociação da BGL Global Markets. Lidera a equipe de operadores que executa as ordens dos clientes em ações e renda fixa na Nigerian Exchange e no mercado de balcão, e supervisiona a carteira de operações com margem. As suas responsabilidades incluem a qualidade de execução, os limites de negociação e os controles diários que garantem a coerência entre as ordens, as posições e as liquidações dos clientes.",
      "Começou a carreira como operadora em uma corretora de valores de Lagos e transferiu-se depois para a mesa de renda fixa de um dos principais bancos pan-africanos, onde negociava títulos públicos e bilhetes do Tesouro com contrapartes institucionais. Ingressou na BGL Global Markets em 2013 como operadora sênior, assumiu a mesa de renda fixa em 2017 e lidera toda a equipe de negociação desde 2020.",
      "Chiamaka é formada em Economia pela Nnamdi Azikiwe University e é membro associado do Chartered Institute of Stockbrokers. Os colegas descrevem-na como rápida, serena e rigorosa. Acredita que os clientes avaliam uma mesa de operações pelas pequenas coisas feitas com constância: um preço justo, uma confirmação clara e uma resposta franca quando o mercado tem pouca liquidez.",
    ],
  },
  "zainab-yusuf": {
    role: "Diretora de Plataformas Digitais",
    desc: [
      "Zainab Yusuf é Diretora de Plataformas Digitais da BGL Global Markets. Lidera as equipes de produto e de engenharia responsáveis pela plataforma digital de negociação do grupo e pelo seu serviço de financiamento colaborativo, por meio dos quais os clientes abrem contas e efetuam depósitos, negociam valores mobiliários e acompanham as suas carteiras pela internet. É responsável pela confiabilidade, pela segurança e pela facilidade de utilização das plataformas, e por garantir que cada funcionalidade cumpra os requisitos regulatórios.",
      "Zainab iniciou a carreira como engenheira de sistemas em uma empresa de pagamentos de Lagos, onde desenvolvia sistemas para transações com cartão e por dispositivos móveis. Mais tarde, liderou a gestão de produto de uma empresa de crédito digital e, depois, da área de tecnologia de um dos principais bancos pan-africanos, onde supervisionou o aplicativo móvel destinado a clientes particulares. Ingressou na BGL Global Markets em 2021 para reconstruir o seu serviço de negociação pela internet.",
      "É formada em Ciência da Computação pela Ahmadu Bello University, Zaria, e mestre em Sistemas de Informação. Zainab envolve os colegas das áreas de conformidade e de operações logo no início de cada projeto, e não no fim. Acredita que uma boa plataforma de investimento deve ajudar quem investe pela primeira vez a compreender melhor o que compra, e não apenas permitir-lhe comprar mais depressa.",
    ],
    features: [
      {
        title: "Áreas de atuação",
        items: [
          "Plataforma digital de negociação",
          "Financiamento colaborativo",
          "Abertura de contas e verificação de identidade",
          "Cibersegurança e resiliência das plataformas",
        ],
      },
    ],
  },
  "ifeanyi-mbah": {
    role: "Diretor de Operações e Serviços de Registro de Ações",
    desc: [
      "Ifeanyi Mbah é Diretor de Operações e Serviços de Registro de Ações da BGL Global Markets. Lidera as equipes responsáveis pela liquidação das operações, pelos registros dos ativos dos clientes, pelos eventos societários e pela conciliação com os agentes de registro e a central depositária de valores mobiliários. O seu trabalho garante que aquilo que o cliente possui, o que consta dos registros de acionistas e o que indicam os registros do próprio grupo coincidam sempre.",
      "Ifeanyi iniciou a carreira em um agente de registro de ações de Lagos, onde tratava do pagamento de dividendos, das emissões de ações bonificadas e da verificação dos registros de acionistas. Transferiu-se depois para o departamento de liquidação de uma grande corretora, onde liderou a migração dos registros de clientes para sistemas eletrônicos. Ingressou na BGL Global Markets em 2011 e dirige as suas operações desde 2016, incluindo o serviço de conciliação com os agentes de registro destinado a clientes com participações inativas ou não reclamadas.",
      "É formado em Contabilidade pela Enugu State University of Science and Technology e é membro associado do Chartered Institute of Stockbrokers. Ifeanyi é paciente, minucioso e mantém a calma sob pressão. Acredita que é nas operações que a confiança de um cliente se confirma ou se perde, e avalia a sua equipe pelos erros que nunca chegam ao cliente.",
    ],
  },
} satisfies SeedPeopleText;
