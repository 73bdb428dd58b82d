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
    home: "Início",
    company: "O Grupo",
    business: "Negócios",
    trackRecord: "Histórico",
    contactUs: "Fale conosco",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    language: "Idioma",
    chooseLanguage: "Escolha um idioma",
    search: "Pesquisar",
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
    openingHours: {
      range: "De {first} a {last}, das {opens} às {closes}",
      list: "{days}, das {opens} às {closes}",
      hour: "{hour}h",
      hourMinute: "{hour}h{minute}",
      weekday: "long",
    },
    regulatorBadge: "Regulado pela SEC",
    regulatorPreview:
      "Registrado e regulado pela Securities and Exchange Commission, Nigeria (SEC).",
    ndprBadge: "NDPR",
    ndprPreview:
      "Tratamos dados pessoais em conformidade com o Regulamento de Proteção de Dados da Nigéria (NDPR) e a Lei de Proteção de Dados da Nigéria.",
    followUs: "Siga-nos",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      linkedin: "LinkedIn",
      x: "X",
    },
    copyright: "© {year} BGL Group. Todos os direitos reservados.",
  },
  home: {
    title: "Construir resiliência, impulsionar o crescimento, proteger o futuro",
    latestEvents: "Últimos eventos",
    readMoreNews: "Ver mais notícias",
  },
  news: {
    heading: "Notícias",
    readNow: "Ler o artigo",
    words: { one: "{count} palavra", other: "{count} palavras" },
    minutesToRead: "{minutes} min de leitura",
    back: "Voltar",
    notFound: "Notícia não encontrada",
    loading: "Carregando…",
    errorPrefix: "Erro: ",
    unavailable: "As notícias estão indisponíveis no momento. Tente novamente em breve.",
    updatedOn: "Atualizado em {date}",
    englishOnly: "Este artigo está disponível apenas em inglês.",
    pagination: "Páginas de notícias",
    previous: "Anterior",
    next: "Próxima",
    page: "Página {page} de {count}",
    goToPage: "Página {page}",
    empty: "Ainda não há notícias.",
    allNews: "Todas as notícias",
    filterLabel: "Filtrar as notícias por área de negócio",
    feedTitle: "Notícias do BGL Group",
    feedDescription:
      "As notícias do BGL Group: operações, resultados dos fundos, comentários de mercado e anúncios das nossas áreas de banca de investimento, gestão de ativos e de patrimónios e mercados globais.",
  },
  preview: {
    label: "PRÉ-VISUALIZAÇÃO",
    text: "Esta é uma pré-visualização. O artigo não está público nesta forma; mostra a página tal como aparecerá depois de publicada.",
    validUntil: "Ligação de pré-visualização válida até {time}.",
    expired: "Esta ligação de pré-visualização expirou. Peça uma nova à pessoa que a enviou.",
  },
  contactPage: {
    label: "CONTATO",
    title: "Fale conosco",
    intro:
      "Seja para captar recursos, investir no longo prazo ou negociar nos mercados, nossas equipes em Lagos estão prontas para ajudar. Escreva para nós e o profissional mais indicado responderá em até um dia útil.",
    offices: "Nossos escritórios",
    mapTitle: "Mapa de localização do escritório",
    showMap: "Mostrar o mapa",
    mapNotice: "O mapa é fornecido pelo OpenStreetMap e só é carregado mediante solicitação.",
    openInMaps: "Abrir em um aplicativo de mapas",
  },
  contactForm: {
    heading: "Envie sua mensagem",
    name: "Nome completo",
    email: "Endereço de e-mail",
    phone: "Telefone",
    address: "Endereço",
    country: "País",
    subject: "Assunto",
    message: "Mensagem",
    required: "obrigatório",
    consent:
      "Concordo que o BGL Group utilize estes dados para responder à minha mensagem, conforme descrito na",
    privacyPolicy: "política de proteção de dados",
    submit: "Enviar mensagem",
    submitting: "Enviando…",
    honeypot: "Deixe este campo em branco",
    sent: "Obrigado. Recebemos sua mensagem e responderemos em até um dia útil.",
    failed: "Não foi possível enviar sua mensagem. Tente novamente em instantes ou escreva para",
    tooFast: "O envio foi muito rápido. Revise sua mensagem e envie-a novamente.",
    limited:
      "Foram enviadas várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.",
    fixErrors: "Corrija os campos indicados abaixo.",
    errors: {
      emailRequired: "Informe seu endereço de e-mail.",
      emailInvalid: "Informe um endereço de e-mail válido, como nome@exemplo.com.",
      messageRequired: "Escreva sua mensagem.",
      tooLong: "Use no máximo {max} caracteres.",
      invalidCharacters:
        "Este campo contém um caractere que não pode ser armazenado. Remova-o, por favor.",
      consentRequired: "Aceite a política de proteção de dados para que possamos responder.",
    },
  },
  newsletter: {
    pageTitle: "Newsletter",
    pageIntro:
      "Análises de mercado, pesquisas e notícias do grupo na sua caixa de entrada. A inscrição pode ser cancelada a qualquer momento.",
    consent:
      "A inscrição implica concordância com o recebimento da nossa newsletter. Consulte nossa política de proteção de dados.",
    checkInbox:
      "Obrigado. Verifique sua caixa de entrada: enviamos um link para confirmar sua inscrição.",
    invalidEmail: "Informe um endereço de e-mail válido, como nome@exemplo.com.",
    limited: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    failed: "Não foi possível concluir sua inscrição agora. Tente novamente em instantes.",
    confirmTitle: "Confirme sua inscrição",
    confirmText: "Clique no botão abaixo para começar a receber nossa newsletter neste endereço.",
    confirmButton: "Confirmar inscrição",
    confirmedTitle: "Inscrição confirmada",
    confirmedText: "Obrigado. A partir de agora, nossa newsletter será enviada para este endereço.",
    invalidLinkTitle: "Este link não é mais válido",
    invalidLinkText:
      "Ele pode ter expirado ou já ter sido utilizado. É possível se inscrever novamente a qualquer momento.",
    unsubscribeTitle: "Cancelar a inscrição na newsletter",
    unsubscribeText:
      "Clique no botão abaixo para deixar de receber nossa newsletter neste endereço.",
    unsubscribeButton: "Cancelar inscrição",
    unsubscribedTitle: "Inscrição cancelada",
    unsubscribedText: "Nenhuma outra newsletter será enviada para este endereço.",
  },
  emails: {
    confirmSubject: "Confirme sua inscrição na newsletter do BGL Group",
    confirmGreeting: "Olá,",
    confirmBody:
      "Recebemos uma solicitação, provavelmente feita por você, para receber a newsletter do BGL Group neste endereço. Para confirmá-la, abra este link em até sete dias:",
    confirmIgnore:
      "Caso não tenha feito esta solicitação, desconsidere esta mensagem. Nenhum outro e-mail será enviado.",
    unsubscribeLine: "Para deixar de receber nossas mensagens, acesse:",
    signature: "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigéria",
  },
  search: {
    heading: "Pesquisa",
    label: "Pesquisar no site",
    placeholder: "Notícias, pessoas, operações…",
    submit: "Pesquisar",
    hint: "Escreva algumas palavras para encontrar as nossas notícias, a nossa equipa, o nosso historial e as páginas deste site.",
    results: {
      one: "{count} resultado para “{query}”",
      other: "{count} resultados para “{query}”",
    },
    none: "Nenhum resultado para “{query}”. Verifique a ortografia ou experimente menos palavras, ou palavras mais gerais.",
    noneLinks: "Também pode consultar",
    tooLong: "A sua pesquisa foi reduzida aos primeiros {max} caracteres.",
    kinds: { news: "Notícias", person: "Equipa", milestone: "Historial", page: "Página" },
    pagination: "Páginas de resultados",
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
