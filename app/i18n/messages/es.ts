import type { Messages } from "./en";

/** Spanish messages (neutral international Spanish). */
export const es = {
  meta: {
    siteName: "BGL Group",
    defaultTitle: "BGL Group | Banca de inversión, gestión de activos y mercados globales",
    defaultDescription:
      "Grupo financiero nigeriano al servicio de instituciones, gobiernos e inversores desde 1995 a través de la banca de inversión, la gestión de activos y patrimonios y los mercados globales.",
  },
  a11y: {
    skipToContent: "Ir al contenido principal",
    homeLink: "Página de inicio de BGL Group",
    opensInNewTab: "(se abre en una pestaña nueva)",
    mainNavigation: "Navegación principal",
    footerNavigation: "Pie de página",
  },
  nav: {
    home: "Inicio",
    company: "El Grupo",
    business: "Negocios",
    trackRecord: "Trayectoria",
    contactUs: "Contáctenos",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    language: "Idioma",
    chooseLanguage: "Seleccione un idioma",
    search: "Buscar",
  },
  megaMenu: {
    company: {
      heading: "Nuestro grupo",
      description:
        "Casi tres décadas construyendo resiliencia, impulsando el crecimiento y protegiendo el futuro de los clientes y las comunidades a los que servimos.",
      links: {
        about: "Quiénes somos",
        missionVision: "Misión y visión",
        coreValues: "Valores fundamentales",
        culture: "Nuestra cultura",
        difference: "Qué nos diferencia",
        management: "Equipo directivo",
      },
    },
    business: {
      heading: "Nuestros negocios",
      description:
        "Tres negocios especializados, un solo grupo: asesoramiento y capital, gestión responsable del patrimonio y acceso a los mercados.",
      investmentBanking: {
        title: "Banca de inversión",
        text: "Captación de capital, fusiones y adquisiciones, financiación estructurada y asesoramiento.",
      },
      assetManagement: {
        title: "Gestión de activos y patrimonios",
        text: "Gestión de patrimonios privados, gestión de activos institucional y especializada.",
      },
      globalMarkets: {
        title: "Mercados globales",
        text: "Renta variable, renta fija y una plataforma digital de negociación.",
      },
    },
    trackRecord: {
      heading: "Trayectoria",
      description:
        "Las operaciones que hemos liderado y los mandatos que se nos han confiado, en distintos sectores y a lo largo de los años.",
      links: {
        all: "Todas las operaciones",
        capital: "Banca de inversión",
        assetManagement: "Gestión de activos y patrimonios",
      },
    },
  },
  footer: {
    newsletter: {
      heading: "Manténgase informado",
      text: "Análisis de mercado, informes de investigación y noticias del grupo, directamente en su bandeja de entrada.",
      emailLabel: "Correo electrónico",
      placeholder: "nombre@ejemplo.com",
      subscribe: "Suscribirse",
    },
    usefulLinks: "Enlaces útiles",
    ourBusinesses: "Nuestros negocios",
    contactUs: "Contáctenos",
    links: {
      about: "Quiénes somos",
      management: "Equipo directivo",
      trackRecord: "Trayectoria",
      news: "Noticias",
      contact: "Contacto",
      dataProtection: "Política de protección de datos",
      bestExecution: "Política de mejor ejecución",
      terms: "Términos y condiciones",
    },
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
    openingHoursLabel: "Horario de atención",
    openingHours: {
      range: "De {first} a {last}, de {opens} a {closes}",
      list: "{days}, de {opens} a {closes}",
      hour: "{hour}:{minute}",
      hourMinute: "{hour}:{minute}",
      weekday: "long",
    },
    regulatorBadge: "Regulado por la SEC",
    regulatorPreview:
      "Registrado ante la Securities and Exchange Commission, Nigeria (SEC), y sujeto a su supervisión.",
    ndprBadge: "NDPR",
    ndprPreview:
      "Tratamos los datos personales de conformidad con el Reglamento de Protección de Datos de Nigeria (NDPR) y la Ley de Protección de Datos de Nigeria.",
    followUs: "Síganos",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      linkedin: "LinkedIn",
      x: "X",
    },
    copyright: "© {year} BGL Group. Todos los derechos reservados.",
  },
  home: {
    title: "Construir resiliencia, impulsar el crecimiento, proteger el futuro",
    latestEvents: "Últimos eventos",
    readMoreNews: "Ver más noticias",
  },
  news: {
    heading: "Noticias",
    readNow: "Leer el artículo",
    words: { one: "{count} palabra", other: "{count} palabras" },
    minutesToRead: "{minutes} min de lectura",
    back: "Volver",
    notFound: "Noticia no encontrada",
    loading: "Cargando…",
    errorPrefix: "Error: ",
    unavailable: "Las noticias no están disponibles en este momento. Vuelva a intentarlo en breve.",
    updatedOn: "Actualizado el {date}",
    englishOnly: "Este artículo solo está disponible en inglés.",
    pagination: "Páginas de noticias",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {page} de {count}",
    goToPage: "Página {page}",
    empty: "Todavía no hay noticias.",
    allNews: "Todas las noticias",
    filterLabel: "Filtrar las noticias por área de negocio",
    feedTitle: "Noticias de BGL Group",
    feedDescription:
      "Las noticias de BGL Group: operaciones, resultados de los fondos, análisis de mercado y anuncios de nuestras áreas de banca de inversión, gestión de activos y patrimonios y mercados globales.",
  },
  preview: {
    label: "VISTA PREVIA",
    text: "Esta es una vista previa. La noticia no es pública en esta forma; muestra la página tal como se verá una vez publicada.",
    validUntil: "Enlace de vista previa válido hasta el {time}.",
    expired:
      "Este enlace de vista previa ha caducado. Pida uno nuevo a la persona que se lo envió.",
  },
  contactPage: {
    label: "CONTACTO",
    title: "Hable con nosotros",
    intro:
      "Tanto si desea captar capital como invertir a largo plazo u operar en los mercados, nuestros equipos en Lagos están a su disposición. Escríbanos y la persona más indicada le responderá en el plazo de un día hábil.",
    offices: "Nuestras oficinas",
    mapTitle: "Mapa de ubicación de la oficina",
    showMap: "Mostrar el mapa",
    mapNotice: "El mapa lo proporciona OpenStreetMap y solo se carga cuando usted lo solicita.",
    openInMaps: "Abrir en una aplicación de mapas",
  },
  contactForm: {
    heading: "Envíenos un mensaje",
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    address: "Dirección",
    country: "País",
    subject: "Asunto",
    message: "Mensaje",
    required: "obligatorio",
    consent:
      "Acepto que BGL Group utilice estos datos para responder a mi mensaje, según se describe en la",
    privacyPolicy: "política de protección de datos",
    submit: "Enviar mensaje",
    submitting: "Enviando…",
    honeypot: "Deje este campo vacío",
    sent: "Gracias. Hemos recibido su mensaje y le responderemos en el plazo de un día hábil.",
    failed: "No se ha podido enviar su mensaje. Vuelva a intentarlo en unos instantes o escriba a",
    tooFast: "El envío ha sido muy rápido. Revise su mensaje y vuelva a enviarlo.",
    limited:
      "Ha enviado varios mensajes en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
    fixErrors: "Corrija los campos señalados a continuación.",
    errors: {
      emailRequired: "Introduzca su dirección de correo electrónico.",
      emailInvalid:
        "Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.com.",
      messageRequired: "Escriba su mensaje.",
      tooLong: "Utilice como máximo {max} caracteres.",
      invalidCharacters:
        "Este campo contiene un carácter que no se puede guardar. Elimínelo, por favor.",
      consentRequired: "Acepte la política de protección de datos para que podamos responderle.",
    },
  },
  newsletter: {
    pageTitle: "Boletín informativo",
    pageIntro:
      "Análisis de mercado, informes de investigación y noticias del grupo en su bandeja de entrada. Puede darse de baja en cualquier momento.",
    consent:
      "Al suscribirse, acepta recibir nuestro boletín informativo. Consulte nuestra política de protección de datos.",
    checkInbox:
      "Gracias. Revise su bandeja de entrada: le hemos enviado un enlace para confirmar su suscripción.",
    invalidEmail: "Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.com.",
    limited: "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.",
    failed:
      "No hemos podido completar su suscripción en este momento. Vuelva a intentarlo en unos instantes.",
    confirmTitle: "Confirme su suscripción",
    confirmText:
      "Pulse el botón para empezar a recibir nuestro boletín informativo en esta dirección.",
    confirmButton: "Confirmar suscripción",
    confirmedTitle: "Suscripción confirmada",
    confirmedText:
      "Gracias. A partir de ahora recibirá nuestro boletín informativo en esta dirección.",
    invalidLinkTitle: "Este enlace ya no es válido",
    invalidLinkText:
      "Es posible que haya caducado o que ya se haya utilizado. Puede volver a suscribirse en cualquier momento.",
    unsubscribeTitle: "Darse de baja de nuestro boletín informativo",
    unsubscribeText:
      "Pulse el botón para dejar de recibir nuestro boletín informativo en esta dirección.",
    unsubscribeButton: "Darse de baja",
    unsubscribedTitle: "Se ha dado de baja",
    unsubscribedText: "Ya no recibirá nuestro boletín informativo en esta dirección.",
  },
  emails: {
    confirmSubject: "Confirme su suscripción al boletín informativo de BGL Group",
    confirmGreeting: "Hola:",
    confirmBody:
      "Alguien, probablemente usted, ha solicitado recibir el boletín informativo de BGL Group en esta dirección. Para confirmarlo, abra este enlace en un plazo de siete días:",
    confirmIgnore:
      "Si usted no ha realizado esta solicitud, ignore este mensaje y no recibirá ningún otro envío.",
    unsubscribeLine: "Para dejar de recibir nuestros mensajes, abra el siguiente enlace:",
    signature: "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigeria",
  },
  search: {
    heading: "Búsqueda",
    label: "Buscar en el sitio",
    placeholder: "Noticias, equipo, operaciones…",
    submit: "Buscar",
    hint: "Escriba algunas palabras para encontrar nuestras noticias, nuestro equipo, nuestra trayectoria y las páginas de este sitio.",
    results: {
      one: "{count} resultado para «{query}»",
      other: "{count} resultados para «{query}»",
    },
    none: "No hay resultados para «{query}». Revise la ortografía o pruebe con menos palabras o con términos más generales.",
    noneLinks: "También puede consultar",
    tooLong: "Su búsqueda se ha acortado a sus primeros {max} caracteres.",
    kinds: { news: "Noticias", person: "Equipo", milestone: "Trayectoria", page: "Página" },
    pagination: "Páginas de resultados",
  },
  notFound: {
    code: "404",
    title: "Página no encontrada",
    text: "La página que busca se ha trasladado o ya no existe.",
    home: "Ir a la página de inicio",
    news: "Leer las últimas noticias",
    contact: "Contáctenos",
  },
  error: {
    heading: "¡Error inesperado de la aplicación!",
    text: "Se ha producido un problema en nuestros sistemas. Vuelva a intentarlo en unos instantes.",
    home: "Ir a la página de inicio",
  },
} satisfies Messages;
