import type { SeedMilestoneTexts } from "../milestones";

/** Headings, descriptions and roles of the track record (fictional sample transactions). */
export const milestones = {
  "lagos-infrastructure-bond": {
    heading: "Programa de títulos de dívida para infraestruturas do Estado de Lagos",
    text: "A BGL Capital liderou a emissão de títulos de dívida a taxa fixa com prazo de dez anos, no âmbito do programa de emissão de dívida do estado, para financiar projetos de estradas, transportes e drenagem. A oferta, que atraiu forte procura de fundos de pensão e seguradoras, foi subscrita acima do montante oferecido, e os títulos foram admitidos à negociação na Nigerian Exchange e na FMDQ.",
    role: "Coordenador Líder da Emissão",
  },
  "agro-processor-commercial-paper": {
    heading: "Programa de papel comercial para um grupo agroindustrial integrado",
    text: "A BGL Capital é a estruturadora de um programa de papel comercial de um grupo agroindustrial integrado, destinado a financiar a compra de cereais e mandioca nas épocas de colheita. O programa proporciona à empresa um financiamento flexível de curto prazo, ajustado ao ciclo do seu capital circulante. O registro está concluído e a primeira série encontra-se em fase de colocação entre investidores institucionais.",
    role: "Estruturador",
  },
  "power-distribution-acquisition": {
    heading: "Aquisição de uma participação majoritária em uma distribuidora de eletricidade",
    text: "A BGL Capital assessorou um consórcio de investimento em infraestruturas na aquisição de uma participação de controle em uma empresa de distribuição de eletricidade. O trabalho abrangeu a avaliação, a estrutura de financiamento, a negociação com os vendedores e as aprovações regulatórias. A operação foi concluída em 2021, e os novos proprietários lançaram um programa de investimentos na rede e na medição do consumo.",
    role: "Assessor Financeiro do Adquirente",
  },
  "fibre-network-rights-issue": {
    heading:
      "Aumento de capital com direito de preferência para uma operadora de fibra ótica cotada em bolsa",
    text: "A BGL Capital coordenou um aumento de capital com direito de preferência de uma empresa de infraestruturas de telecomunicações cotada em bolsa, destinado a financiar a expansão da sua rede de fibra ótica a novas cidades. A oferta foi integralmente subscrita, com pedidos de ações adicionais superiores ao número de ações não subscritas pelos titulares de direitos, e os recursos captados permitiram à empresa crescer sem aumentar o seu endividamento.",
    role: "Coordenador Conjunto da Emissão",
  },
  "state-pension-reform-advisory": {
    heading: "Transição para um regime contributivo de pensões em um governo estadual",
    text: "A BGL Capital assessorou um governo estadual na transição dos seus funcionários para um regime contributivo de pensões. O trabalho incluiu a análise das responsabilidades com pensões já constituídas, um plano para financiá-las por meio de uma emissão de títulos de dívida destinada ao pagamento dos benefícios de pensão e a definição da governança do regime. A reforma foi aprovada pela assembleia estadual e implementada em 2020.",
    role: "Assessor da Operação",
  },
  "cement-manufacturer-bond": {
    heading: "Títulos de dívida corporativa a sete anos para um fabricante de cimento",
    text: "A BGL Capital liderou uma emissão de títulos de dívida a taxa fixa com prazo de sete anos para um dos principais fabricantes de cimento, destinada a refinanciar empréstimos bancários de curto prazo e a financiar uma nova linha de produção. A emissão obteve uma classificação de risco de grau de investimento, registrou procura superior à oferta durante a formação do livro de ordens e alongou o prazo médio da dívida da empresa.",
    role: "Coordenador Líder da Emissão",
  },
  "teaching-hospital-ppp": {
    heading: "Parceria público-privada para um hospital universitário federal",
    text: "A BGL Capital assessora um hospital universitário federal em uma parceria público-privada para construir e equipar um centro de diagnóstico e de cuidados especializados. O mandato abrange o estudo de viabilidade, a seleção do parceiro privado por concurso e a estrutura de financiamento. Já foi escolhido um licitante preferencial e estão em curso os preparativos para a conclusão do financiamento.",
    role: "Assessor Financeiro",
  },
  "bank-tier-two-capital": {
    heading: "Captação de capital de nível 2 para um banco comercial de âmbito nacional",
    text: "A BGL Capital coordenou, em conjunto com outras instituições, uma emissão de títulos de dívida subordinada que reforçou o capital de nível 2 de um banco comercial com licença nacional. Os títulos, com prazo de dez anos e opção de resgate antecipado ao fim de cinco anos, sustentaram o índice de adequação de capital do banco antes do crescimento previsto da sua carteira de crédito. A emissão foi integralmente subscrita por fundos de pensão, gestoras de ativos e seguradoras.",
    role: "Coordenador Conjunto da Emissão",
  },
  "fintech-private-placement": {
    heading: "Colocação privada de capital de crescimento para uma empresa de pagamentos digitais",
    text: "A BGL Capital captou capital de crescimento para uma empresa de pagamentos digitais sediada em Lagos, por meio de uma colocação privada dirigida a instituições financeiras de desenvolvimento e a fundos regionais de capital de risco. A empresa destina os recursos à expansão da sua rede de estabelecimentos comerciais e ao reforço dos seus sistemas de conformidade. A operação foi concluída em 2024, após um processo aprofundado de diligência prévia.",
    role: "Agente Exclusivo de Colocação",
  },
  "logistics-merger": {
    heading: "Fusão de duas empresas nacionais de logística",
    text: "A BGL Capital assessorou a fusão de duas empresas de logística com redes complementares de transporte rodoviário de mercadorias e de armazenagem. O trabalho abrangeu a avaliação das duas empresas, a relação de troca de ações e a aprovação da Securities and Exchange Commission, Nigeria. A empresa resultante da fusão concluiu a sua integração em dezoito meses.",
    role: "Assessor Financeiro Principal",
  },
  "pension-fixed-income-mandate": {
    heading: "Mandato de renda fixa para uma administradora de fundos de pensão",
    text: "A BGL Asset Management foi nomeada para gerir uma carteira segregada de renda fixa de uma administradora de fundos de pensão. O mandato investe em títulos de dívida do governo federal e de governos estaduais e em dívida corporativa de elevada qualidade de crédito, dentro dos limites fixados pela regulamentação dos fundos de pensão, com ênfase na liquidez e em um rendimento estável para a poupança dos futuros pensionistas.",
    role: "Gestor da Carteira",
  },
  "university-endowment-mandate": {
    heading: "Mandato de gestão do fundo patrimonial de uma universidade privada",
    text: "A BGL Asset Management gere o fundo patrimonial de uma universidade privada, que financia bolsas de estudo e cátedras de pesquisa. A política de investimento, acordada com os curadores da universidade, concilia as necessidades de despesa correntes com a preservação do valor real do fundo ao longo do tempo. Os relatórios trimestrais são apresentados ao comitê de investimentos dos curadores.",
  },
  "balanced-income-fund": {
    heading: "Lançamento do BGL Balanced Income Fund",
    text: "A BGL Asset Management lançou um fundo de investimento balanceado, registrado na Securities and Exchange Commission, Nigeria, que investe em instrumentos do mercado monetário, títulos de dívida e ações cotadas em bolsa. O fundo destina-se a investidores particulares que procuram um rendimento regular com algum crescimento a longo prazo. O seu valor acompanha as oscilações dos mercados e a rentabilidade não é garantida.",
    role: "Gestor do Fundo",
  },
  "dollar-income-fund": {
    heading: "Lançamento de um fundo de rendimento em dólares",
    text: "A BGL Asset Management lançou um fundo em dólares destinado aos investidores que pretendem manter parte das suas poupanças em dólares dos Estados Unidos. O fundo investe sobretudo em euro-obrigações emitidas pelo Governo Federal e por empresas nigerianas, bem como em depósitos em dólares. No primeiro ano, atraiu investidores particulares, empresas e investidores institucionais.",
    role: "Gestor do Fundo",
  },
  "insurer-portfolio-mandate": {
    heading: "Mandato de carteira de investimentos para uma seguradora não vida",
    text: "A BGL Asset Management gere parte dos ativos de investimento de uma companhia de seguros não vida, com prazos ajustados à duração das responsabilidades decorrentes das suas apólices. A carteira é composta por bilhetes do Tesouro, títulos de dívida pública e corporativa e aplicações bancárias, e é gerida dentro do apetite de risco da seguradora e das regras de solvência definidas pelo regulador do setor.",
  },
  "family-office-mandate": {
    heading: "Mandato multiativos para uma gestora de patrimônio familiar",
    text: "A BGL Asset Management foi nomeada por uma gestora de patrimônio familiar nigeriana para gerir uma carteira multiativos denominada em dólares dos Estados Unidos. O mandato combina renda fixa internacional, ações que pagam dividendos e liquidez, e apoia os planos da família em matéria de sucessão e filantropia. Os relatórios são consolidados com os ativos da família em naira.",
  },
  "state-savings-trust": {
    heading: "Fundo fiduciário de poupança para as gerações futuras de um governo estadual",
    text: "A BGL Asset Management foi nomeada para gerir um fundo fiduciário de poupança criado por um governo estadual para preservar parte das suas receitas em benefício das gerações futuras. A carteira rege-se por um ato constitutivo e é supervisionada por um conselho de curadores independente, com um horizonte de longo prazo e limites rigorosos de risco e de liquidez.",
  },
  "ethical-equity-fund": {
    heading: "Lançamento de um fundo ético de ações",
    text: "A BGL Asset Management lançou um fundo ético de ações que investe em empresas cotadas na Nigerian Exchange, depois de excluir setores como o tabaco, os jogos de azar e as bebidas alcoólicas. Cada participação é também avaliada quanto às suas práticas de governança e ambientais. O fundo é adequado a investidores de longo prazo que aceitam as subidas e descidas das cotações das ações.",
  },
} satisfies SeedMilestoneTexts;
