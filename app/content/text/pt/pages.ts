import type { PagesText } from "../../types";

/** Words of the home, about, management and track-record pages, and words they share. */
export const pages = {
  common: {
    contactUs: "Fale conosco",
    learnMore: "Saiba mais",
    viewAll: "Ver tudo",
    back: "Voltar",
    sendEmail: "Enviar um e-mail",
    callUs: "Ligue para nós",
    email: "E-mail",
    phone: "Telefone",
    pause: "Pausar",
    play: "Reproduzir",
    showSlide: "Mostrar o item {index} de {count}: {heading}",
    partnersRegion: "Reguladores e parceiros de mercado",
    role: "Função",
    value: "Valor",
    year: "Ano",
    ongoing: "(em curso)",
    previous: "Anterior",
    next: "Próximo",
  },

  home: {
    metaTitle: "BGL Group | Grupo financeiro nigeriano desde 1995",
    metaDescription:
      "Desde 1995, o BGL Group serve instituições, governos e investidores da Nigéria com banco de investimento, gestão de ativos e de patrimônio e mercados globais.",
    heroLabel: "Nossos negócios",
    heroSlides: [
      {
        heading: "Capital e aconselhamento para ambições duradouras",
        items: [
          "Captação de recursos e garantia de subscrição",
          "Fusões, aquisições e financiamento estruturado",
          "Assessoria em transações e ao setor público",
        ],
        highlight:
          "A BGL Capital assessora empresas, bancos e governos nas operações que definem o seu rumo.",
        cta: "Conheça o banco de investimento",
      },
      {
        heading: "Gestão responsável do patrimônio ao longo de gerações",
        items: [
          "Gestão de patrimônio privado",
          "Gestão de ativos institucional",
          "Fundos de investimento, fundos em dólares, fundos patrimoniais e fundos fiduciários",
        ],
        highlight:
          "A BGL Asset Management cuida das poupanças de famílias e instituições com disciplina e zelo.",
        cta: "Conheça a gestão de ativos e de patrimônio",
      },
      {
        heading: "Acesso transparente aos mercados",
        items: [
          "Ações, renda fixa e negociação em mercado de balcão",
          "Uma plataforma digital de negociação",
          "Atendimento dedicado a clientes de patrimônio elevado",
        ],
        highlight:
          "A BGL Global Markets executa as ordens com rigor e mantém os clientes informados em cada etapa.",
        cta: "Conheça os mercados globais",
      },
    ],
    essence: {
      label: "QUEM SOMOS",
      heading: "Um parceiro de confiança desde 1995",
      paragraphs: [
        "O BGL Group serve clientes a partir de Lagos desde 1995. Há quase três décadas, ajudamos empresas a captar recursos, governos a financiar os seus planos e famílias a proteger o que construíram. O nosso trabalho tem como base uma análise criteriosa, um bom discernimento e relações duradouras, e hoje gerimos mais de $1 bilhão em ativos para os clientes que depositam em nós a sua confiança.",
        "Temos licença de gestão de fundos e de carteiras e de corretagem e negociação de valores mobiliários (broker/dealer), e somos membro negociador da Nigerian Exchange (NGX). A Securities and Exchange Commission, Nigeria, registra e regula as nossas atividades. Essas licenças trazem obrigações que levamos a sério: agir no interesse dos nossos clientes, explicar os riscos com clareza e manter os seus ativos em segurança.",
      ],
    },
    counters: {
      heading: "A nossa experiência em números",
      years: { suffix: "+", label: "Anos de atividade" },
      milestones: { suffix: "+", label: "Operações e mandatos concluídos" },
    },
    brand: {
      label: "NOSSA MARCA",
      heading: "O Cuidador e o Herói",
      intro:
        "A nossa marca reúne dois arquétipos. O Cuidador ouve, protege e permanece por perto, como deve fazer um consultor de confiança. O Herói traz a determinação de levar a bom termo um trabalho difícil. Juntos, descrevem a forma como servimos: atentos às circunstâncias de cada cliente e empenhados em cumprir aquilo que nos comprometemos a fazer.",
      tabsLabel: "Sobre a nossa marca",
      invigorated: {
        tab: "Revigorados ao seu serviço",
        purpose: {
          title: "Nosso propósito",
          text: "Existimos para ajudar as pessoas e as instituições que servimos a construir, fazer crescer e proteger o seu patrimônio, para que as empresas possam ampliar a sua atividade, os projetos públicos possam avançar e as famílias possam encarar com confiança os anos que virão.",
        },
        belief: {
          title: "Nossa convicção",
          text: "Acreditamos que as finanças sólidas se constroem sobre a confiança, e que a confiança se conquista com aconselhamento honesto, trabalho cuidadoso e presença constante. Quando os nossos clientes prosperam, as comunidades e a economia à sua volta também se fortalecem.",
        },
      },
      essence: {
        tab: "Essência da marca",
        intro:
          "Três compromissos orientam tudo o que fazemos. Cada um deles descreve uma parte do trabalho que realizamos para os nossos clientes.",
        pillars: [
          {
            title: "Construir resiliência",
            text: "Ajudamos os clientes a enfrentar cenários de incerteza. Carteiras equilibradas, financiamentos bem estruturados e uma gestão de risco clara dão às empresas, às instituições e às famílias a solidez necessária para resistir às mudanças e prosseguir com os seus planos.",
          },
          {
            title: "Impulsionar o crescimento",
            text: "Damos aos clientes com ambição o capital, o aconselhamento e o acesso ao mercado de que precisam para avançar, seja uma empresa em expansão, um governo que financia infraestruturas ou um investidor que constrói a sua carteira.",
          },
          {
            title: "Proteger o futuro",
            text: "Cuidamos do patrimônio com uma visão de longo prazo. Com uma gestão prudente, informação transparente e uma preparação cuidadosa, ajudamos os clientes a preservar o que construíram para as pessoas e as causas que lhes são importantes.",
          },
        ],
      },
      promise: {
        tab: "Promessa da marca",
        line: "Ao seu lado, empenhados no seu progresso.",
        text: "A nossa promessa é permanecer próximos de cada cliente, compreender os seus objetivos e pôr toda a determinação do grupo ao serviço da sua concretização. Damos os conselhos que nós mesmos seguiríamos e prestamos contas com clareza, seja qual for a evolução dos mercados.",
      },
    },
  },

  about: {
    metaTitle: "Quem somos | BGL Group",
    metaDescription:
      "O BGL Group é um grupo financeiro nigeriano regulado pela SEC, que serve clientes desde 1995 e gere mais de $1 bilhão em ativos em três negócios.",
    banner: {
      label: "QUEM SOMOS",
      heading: "Quase três décadas de parceria financeira de confiança",
      text: "Desde 1995, o BGL Group disponibiliza capital, aconselhamento e gestão responsável de patrimônio a empresas, governos, instituições e famílias em toda a Nigéria.",
    },
    intro: {
      heading: "Quem somos",
      paragraphs: [
        "O BGL Group é um grupo financeiro nigeriano com sede em 14 Kingsway Road, Ikoyi, Lagos. Desde 1995, servimos empresas, bancos, o governo federal e governos estaduais, instituições e clientes particulares. Em mais de 28 anos, concluímos mais de 100 operações e mandatos e, hoje, gerimos mais de $1 bilhão em ativos. A nossa experiência abrange muitos ciclos da economia, e com cada um deles aprendemos algo sobre paciência, prudência e o valor de um bom aconselhamento.",
        "O grupo atua por meio de três negócios. A BGL Capital presta serviços de banco de investimento: captação de recursos, garantia de subscrição, fusões e aquisições, financiamento estruturado e assessoria. A BGL Asset Management serve clientes particulares e instituições com serviços de gestão de patrimônio e de ativos, incluindo fundos de investimento, fundos em dólares, fundos patrimoniais e fundos fiduciários. A BGL Global Markets, nome comercial da BGL Securities Limited, dá aos clientes acesso aos mercados de ações, de renda fixa e de balcão, por meio de operadores experientes e de uma plataforma digital.",
        "Temos licença de gestão de fundos e de carteiras e de corretagem e negociação de valores mobiliários (broker/dealer), e somos membro negociador da Nigerian Exchange (NGX). As nossas atividades são registradas e reguladas pela Securities and Exchange Commission, Nigeria. Encaramos a regulação como um alicerce da confiança, e não como uma formalidade, e exigimos de nós mesmos os padrões que os clientes têm o direito de esperar de uma instituição que cuida do seu dinheiro.",
      ],
    },
    missionVision: {
      heading: "Missão e visão",
      vision: {
        title: "Nossa visão",
        text: "Ser o parceiro financeiro preferido de quem constrói o futuro da Nigéria, reconhecido pela qualidade do nosso aconselhamento, pela integridade da nossa conduta e pela solidez das nossas relações.",
      },
      mission: {
        title: "Nossa missão",
        text: "Ajudar os nossos clientes a captar capital, a fazer crescer e proteger o seu patrimônio e a ter acesso aos mercados, conjugando uma análise criteriosa, um bom discernimento e um atendimento atento com a determinação de cumprir cada compromisso.",
      },
    },
    coreValues: {
      heading: "Valores fundamentais",
      intro:
        "Três valores moldam a forma como trabalhamos com os nossos clientes e entre nós. São os padrões pelos quais nos avaliamos.",
      items: {
        closeBy: {
          heading: "Sempre por perto",
          text: "Estamos perto dos nossos clientes, pela presença e pela atenção. Dedicamos tempo a compreender as suas circunstâncias, respondemos com prontidão e continuamos disponíveis muito depois de concluída uma operação, porque as relações duradouras dependem da presença.",
        },
        trailblazing: {
          heading: "Pioneirismo",
          text: "Procuramos melhores formas de servir. De novas estruturas de fundos ao acesso digital aos mercados, adotamos ideias que ampliam as oportunidades dos nossos clientes, e só as oferecemos depois de as testarmos com cuidado.",
        },
        canDo: {
          heading: "Capacidade de realização",
          text: "Abordamos mandatos complexos com determinação e sentido prático. Quando uma operação é difícil, examinamos os detalhes, encontramos um caminho viável e concluímos o trabalho, mantendo os clientes informados ao longo de todo o processo.",
        },
      },
    },
    culture: {
      heading: "Nossa cultura",
      paragraphs: [
        "A nossa cultura tem por base a integridade e a prestação de contas. Esperamos que cada colaborador coloque os interesses dos clientes em primeiro lugar, fale com franqueza sobre os riscos e assuma a responsabilidade pelo seu trabalho. As decisões são tomadas com base em evidências e analisadas com cuidado, e preferimos recusar um mandato a aceitar um que não possamos servir bem. Esta disciplina manteve o grupo estável ao longo de muitos ciclos de mercado.",
        "Investimos nos nossos colaboradores porque os nossos clientes contam com o seu discernimento. Os colaboradores aprendem com profissionais experientes, estudam para obter qualificações profissionais e trabalham nos nossos três negócios. Valorizamos a colaboração mais do que a hierarquia e incentivamos o debate aberto antes de cada decisão. O resultado é uma equipe que conhece bem os seus clientes e trabalha em conjunto ao seu serviço.",
      ],
    },
    differentiators: {
      heading: "O que nos diferencia",
      intro:
        "Há quatro qualidades que nos distinguem e que explicam a confiança que os clientes nos renovam, ano após ano.",
      items: {
        leadership: {
          heading: "LIDERANÇA",
          text: "Os nossos líderes reúnem décadas de experiência no setor bancário, nos mercados de capitais e na gestão de investimentos. Definem padrões claros, assumem pessoalmente a responsabilidade pelos mandatos importantes e orientam o grupo com uma visão de longo prazo dos interesses dos nossos clientes.",
        },
        relationships: {
          heading: "RELACIONAMENTO",
          text: "Muitos clientes trabalham com o grupo há anos. Construímos relações baseadas na confiança, na discrição e na constância do serviço, e medimos o nosso sucesso pela confiança que os clientes continuam a depositar em nós ao longo do tempo.",
        },
        reach: {
          heading: "ALCANCE",
          text: "Servimos empresas, bancos, o governo federal e governos estaduais, instituições e clientes particulares. Como membro negociador da Nigerian Exchange e por meio da nossa plataforma digital, damos aos clientes acesso aos mercados, onde quer que estejam.",
        },
        reputation: {
          heading: "REPUTAÇÃO",
          text: "Desde 1995, construímos uma reputação de integridade e de trabalho rigoroso. Mais de 100 operações e mandatos, concluídos sob a supervisão da Securities and Exchange Commission, Nigeria, refletem a confiança que soubemos conquistar.",
        },
      },
    },
    strength: {
      heading: "Nossa solidez",
      intro:
        "Os nossos clientes podem contar com alicerces construídos ao longo de quase três décadas: experiência, regulação, disciplina e pessoas.",
      items: [
        {
          heading: "Experiência desde 1995",
          texts: [
            "Servimos clientes de forma ininterrupta desde 1995.",
            "As nossas equipes prestaram aconselhamento em períodos de crescimento e de dificuldade, e essa experiência orienta cada recomendação que fazemos.",
          ],
        },
        {
          heading: "Atividade licenciada e regulada",
          texts: [
            "Temos licença de gestão de fundos e de carteiras e de corretagem e negociação de valores mobiliários (broker/dealer).",
            "Somos membro negociador da Nigerian Exchange (NGX), e a nossa atividade é registrada e regulada pela Securities and Exchange Commission, Nigeria.",
            "Os clientes podem contar com regras claras, supervisão independente e a custódia adequada dos seus ativos.",
          ],
        },
        {
          heading: "Análise e disciplina de risco",
          texts: [
            "As nossas decisões têm por base análises independentes de empresas, setores e da economia em geral.",
            "Cada mandato obedece a limites de risco definidos e é reavaliado regularmente, para que os clientes compreendam tanto a oportunidade como o risco.",
          ],
        },
        {
          heading: "Nossos profissionais",
          texts: [
            "A nossa força reside em profissionais experientes que conhecem os seus mercados e os seus clientes.",
            "Desenvolvemos talentos dentro do grupo e exigimos os mais elevados padrões de conduta de todos os que nos representam.",
          ],
        },
      ],
    },
    businesses: {
      heading: "Nossos negócios",
      intro:
        "Três negócios especializados, cada um centrado num conjunto específico de necessidades dos clientes e apoiado pelos recursos do grupo.",
      cards: {
        investmentBanking: {
          text: "Banco de investimento",
          desc: "A BGL Capital ajuda empresas, bancos, o governo federal, governos estaduais e as suas entidades a captar recursos, concluir fusões e aquisições, estruturar financiamentos e tomar decisões fundamentadas em operações complexas.",
        },
        assetManagement: {
          text: "Gestão de ativos e de patrimônio",
          desc: "A BGL Asset Management gere o patrimônio de clientes particulares e instituições por meio de carteiras personalizadas, fundos de investimento, fundos em dólares, fundos éticos, fundos patrimoniais e fundos fiduciários, com uma abordagem disciplinada do risco.",
        },
        globalMarkets: {
          text: "Mercados globais",
          desc: "A BGL Global Markets dá aos clientes acesso aos mercados de ações, de renda fixa e de balcão, com uma plataforma digital, negociação com margem e atendimento dedicado aos clientes que negociam ₦50 milhões ou mais.",
        },
      },
      contactCta: "Fale conosco",
    },
  },

  management: {
    metaTitle: "Administração | BGL Group",
    metaDescription:
      "Conheça o conselho e os líderes do BGL Group e dos seus negócios (BGL Capital, BGL Asset Management e BGL Global Markets), ao lado dos clientes desde 1995.",
    banner: {
      label: "ADMINISTRAÇÃO",
      heading: "As pessoas que lideram o grupo",
      text: "Os nossos administradores e gestores dedicam aos clientes uma longa experiência no setor bancário, em investimentos e nos mercados de capitais.",
    },
    groups: {
      board: {
        heading: "Conselho de Administração",
        intro:
          "O Conselho define a estratégia do grupo e supervisiona a sua governança, a gestão de riscos e a conduta. Os seus membros trazem um juízo independente e uma ampla experiência.",
      },
      investmentBanking: {
        heading: "BGL Capital",
        intro:
          "A equipe de banco de investimento presta assessoria em captação de recursos, fusões e aquisições, financiamento estruturado e operações do setor público.",
      },
      assetManagement: {
        heading: "BGL Asset Management",
        intro:
          "A equipe de gestão de ativos cuida das carteiras de clientes particulares e instituições, orientada pela análise e por uma abordagem disciplinada do risco.",
      },
      globalMarkets: {
        heading: "BGL Global Markets",
        intro:
          "A equipe de valores mobiliários executa operações com ações e títulos de renda fixa e apoia os clientes na nossa plataforma digital e nos mercados de balcão.",
      },
    },
    viewProfile: "Ver perfil",
    detail: {
      label: "LIDERANÇA",
      contactHeading: "Fale conosco",
    },
    gone: {
      title: "Já não faz parte do grupo",
      text: "{name} já não faz parte do BGL Group. Conheça quem dirige hoje o grupo e as suas empresas.",
      grid: "Conhecer a equipa de gestão",
    },
  },

  milestone: {
    metaTitle: "Histórico de operações | BGL Group",
    metaDescription:
      "Conheça as operações lideradas pela BGL Capital e os mandatos confiados à BGL Asset Management desde 1995, em diversos setores, clientes e anos na Nigéria.",
    banner: {
      label: "HISTÓRICO DE OPERAÇÕES",
      heading: "Operações lideradas, mandatos confiados",
      text: "Mais de 100 operações e mandatos concluídos para empresas, bancos, governos e instituições desde 1995.",
    },
    chooseBusiness: "ESCOLHA O NEGÓCIO",
    all: "Todos",
    investmentBanking: "BANCO DE INVESTIMENTO",
    assetManagement: "GESTÃO DE ATIVOS E DE PATRIMÔNIO",
    searchLabel: "Pesquisar no histórico de operações",
    searchPlaceholder: "Pesquisar por nome, setor ou função",
    apply: "Pesquisar",
    clear: "Limpar",
    results: "{count} resultados",
    oneResult: "1 resultado",
    empty:
      "Nenhum item do nosso histórico corresponde à sua pesquisa. Tente usar menos palavras ou escolha outro negócio.",
  },
} satisfies PagesText;
