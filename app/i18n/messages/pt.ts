import type { Messages } from "./en";

/** Portuguese messages (neutral, Brazilian spelling conventions). */
export const pt = {
  meta: {
    siteName: "BGL Group",
    defaultTitle: "BGL Group | Banco de investimento, gestão de ativos e mercados globais",
    defaultDescription:
      "Grupo financeiro nigeriano que presta serviços a instituições, governos e investidores desde 1995, com atuação em banco de investimento, gestão de ativos e de patrimônio e mercados globais.",
  },
  a11y: {
    skipToContent: "Ir para o conteúdo principal",
    homeLink: "Página inicial do BGL Group",
    opensInNewTab: "(abre em uma nova aba)",
    mainNavigation: "Navegação principal",
    footerNavigation: "Rodapé",
  },
  nav: {
    company: "O Grupo",
    business: "Negócios",
    trackRecord: "Histórico",
    contactUs: "Fale conosco",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    language: "Idioma",
    chooseLanguage: "Escolha um idioma",
  },
  megaMenu: {
    company: {
      heading: "Nosso grupo",
      description:
        "Quase três décadas dedicadas a construir resiliência, impulsionar o crescimento e proteger o futuro dos clientes e das comunidades que servimos.",
      links: {
        about: "Quem somos",
        missionVision: "Missão e visão",
        coreValues: "Valores fundamentais",
        culture: "Nossa cultura",
        difference: "O que nos diferencia",
        management: "Administração",
      },
    },
    business: {
      heading: "Nossos negócios",
      description:
        "Três negócios especializados, um só grupo: assessoria e capital, gestão responsável de patrimônio e acesso aos mercados.",
      investmentBanking: {
        title: "Banco de investimento",
        text: "Captação de recursos, fusões e aquisições, financiamento estruturado e assessoria financeira.",
      },
      assetManagement: {
        title: "Gestão de ativos e de patrimônio",
        text: "Gestão de patrimônio privado, gestão de ativos institucional e especializada.",
      },
      globalMarkets: {
        title: "Mercados globais",
        text: "Ações, renda fixa e uma plataforma digital de negociação.",
      },
    },
    trackRecord: {
      heading: "Histórico de operações",
      description:
        "As operações que lideramos e os mandatos que nos foram confiados, em diversos setores e ao longo dos anos.",
      links: {
        all: "Todas as operações",
        capital: "Banco de investimento",
        assetManagement: "Gestão de ativos e de patrimônio",
      },
    },
  },
  footer: {
    newsletter: {
      heading: "Mantenha-se informado",
      text: "Análises de mercado, pesquisas e notícias do grupo, diretamente na sua caixa de entrada.",
      emailLabel: "Endereço de e-mail",
      placeholder: "nome@exemplo.com",
      subscribe: "Inscrever-se",
    },
    usefulLinks: "Links úteis",
    ourBusinesses: "Nossos negócios",
    contactUs: "Fale conosco",
    links: {
      about: "Quem somos",
      management: "Administração",
      trackRecord: "Histórico de operações",
      news: "Notícias",
      contact: "Contato",
      dataProtection: "Política de proteção de dados",
      bestExecution: "Política de melhor execução",
      terms: "Termos e condições",
    },
    address: "Endereço",
    phone: "Telefone",
    email: "E-mail",
    openingHoursLabel: "Horário de atendimento",
    openingHours: "De segunda a sexta, das 9h às 17h",
    regulatorBadge: "Regulado pela SEC",
    regulatorPreview:
      "Registrado e regulado pela Comissão de Valores Mobiliários da Nigéria (SEC).",
    ndprBadge: "NDPR",
    ndprPreview:
      "Tratamos dados pessoais em conformidade com o Regulamento de Proteção de Dados da Nigéria (NDPR) e a Lei de Proteção de Dados da Nigéria.",
    followUs: "Siga-nos",
    social: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" },
    copyright: (year: number) => `© ${year} BGL Group. Todos os direitos reservados.`,
  },
  home: {
    title: "Construir resiliência, impulsionar o crescimento, proteger o futuro",
    intro:
      "Desde 1995, o BGL Group ajuda governos, instituições e famílias a captar recursos, fazer crescer seu patrimônio e ter acesso aos mercados, com o cuidado de um assessor de confiança e a determinação de entregar resultados.",
    latestEvents: "Últimos eventos",
    readMoreNews: "Ver mais notícias",
  },
  news: {
    heading: "Notícias",
    readNow: "Ler o artigo",
    words: (count: number) =>
      `${count.toLocaleString("pt")} ${count === 1 ? "palavra" : "palavras"}`,
    minutesToRead: (minutes: number) => `${minutes} min de leitura`,
    back: "Voltar",
    notFound: "Notícia não encontrada",
    loading: "Carregando…",
    errorPrefix: "Erro: ",
    unavailable: "As notícias estão indisponíveis no momento. Tente novamente em breve.",
    englishOnly: "Este artigo está disponível apenas em inglês.",
    pagination: "Páginas de notícias",
    previous: "Anterior",
    next: "Próxima",
    page: (page: number, count: number) => `Página ${page} de ${count}`,
    goToPage: (page: number) => `Página ${page}`,
    empty: "Ainda não há notícias.",
  },
  notFound: {
    code: "404",
    title: "Página não encontrada",
    text: "A página procurada foi movida ou não existe mais.",
    home: "Ir para a página inicial",
    news: "Ler as últimas notícias",
    contact: "Fale conosco",
  },
  error: {
    heading: "Erro inesperado na aplicação!",
    text: "Ocorreu um problema do nosso lado. Tente novamente em instantes.",
    home: "Ir para a página inicial",
  },
} satisfies Messages;
