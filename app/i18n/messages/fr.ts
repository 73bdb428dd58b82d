import type { Messages } from "./en";

/** French messages. */
export const fr = {
  meta: {
    siteName: "BGL Group",
    defaultTitle: "BGL Group | Banque d’investissement, gestion d’actifs et marchés mondiaux",
    defaultDescription:
      "Groupe financier nigérian au service des institutions, des gouvernements et des investisseurs depuis 1995, à travers la banque d’investissement, la gestion d’actifs et de patrimoine et les marchés mondiaux.",
  },
  a11y: {
    skipToContent: "Aller au contenu principal",
    homeLink: "Page d’accueil de BGL Group",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    mainNavigation: "Navigation principale",
    footerNavigation: "Pied de page",
  },
  nav: {
    home: "Accueil",
    company: "Le Groupe",
    business: "Métiers",
    trackRecord: "Références",
    contactUs: "Nous contacter",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    language: "Langue",
    chooseLanguage: "Choisir une langue",
    search: "Rechercher",
  },
  megaMenu: {
    company: {
      heading: "Notre groupe",
      description:
        "Près de trois décennies à bâtir la résilience, à favoriser la croissance et à protéger l’avenir des clients et des communautés que nous servons.",
      links: {
        about: "À propos de nous",
        missionVision: "Mission et vision",
        coreValues: "Valeurs fondamentales",
        culture: "Notre culture",
        difference: "Ce qui nous distingue",
        management: "Direction",
      },
    },
    business: {
      heading: "Nos métiers",
      description:
        "Trois métiers spécialisés, un seul groupe : le conseil et le financement, la gestion du patrimoine et l’accès aux marchés.",
      investmentBanking: {
        title: "Banque d’investissement",
        text: "Levée de capitaux, fusions et acquisitions, financements structurés et conseil.",
      },
      assetManagement: {
        title: "Gestion d’actifs et de patrimoine",
        text: "Gestion de fortune privée, gestion d’actifs institutionnelle et spécialisée.",
      },
      globalMarkets: {
        title: "Marchés mondiaux",
        text: "Actions, produits de taux et plateforme de négociation numérique.",
      },
    },
    trackRecord: {
      heading: "Nos références",
      description:
        "Les opérations que nous avons menées et les mandats qui nous ont été confiés, dans de nombreux secteurs et au fil des années.",
      links: {
        all: "Toutes les opérations",
        capital: "Banque d’investissement",
        assetManagement: "Gestion d’actifs et de patrimoine",
      },
    },
  },
  footer: {
    newsletter: {
      heading: "Restez informé",
      text: "Analyses de marché, recherche et actualités du groupe, directement dans votre boîte de réception.",
      emailLabel: "Adresse e-mail",
      placeholder: "vous@exemple.com",
      subscribe: "S’abonner",
    },
    usefulLinks: "Liens utiles",
    ourBusinesses: "Nos métiers",
    contactUs: "Nous contacter",
    links: {
      about: "À propos de nous",
      management: "Direction",
      trackRecord: "Références",
      news: "Actualités",
      contact: "Contact",
      dataProtection: "Politique de protection des données",
      bestExecution: "Politique de meilleure exécution",
      terms: "Conditions générales",
    },
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    openingHoursLabel: "Horaires d’ouverture",
    openingHours: {
      range: "De {opens} à {closes}, du {first} au {last}",
      list: "De {opens} à {closes}, {days}",
      hour: "{hour} h",
      hourMinute: "{hour} h {minute}",
      weekday: "long",
    },
    regulatorBadge: "Réglementé par la SEC",
    regulatorPreview:
      "Enregistré auprès de la Securities and Exchange Commission, Nigeria (SEC), et soumis à sa réglementation.",
    ndprBadge: "NDPR",
    ndprPreview:
      "Nous traitons les données personnelles conformément au Règlement nigérian sur la protection des données (NDPR) et à la loi nigériane sur la protection des données.",
    followUs: "Suivez-nous",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      linkedin: "LinkedIn",
      x: "X",
    },
    copyright: "© {year} BGL Group. Tous droits réservés.",
  },
  home: {
    title: "Bâtir la résilience, favoriser la croissance, protéger l’avenir",
    latestEvents: "Derniers événements",
    readMoreNews: "Lire d’autres actualités",
  },
  news: {
    heading: "Fil d’actualités",
    readNow: "Lire l’article",
    words: { one: "{count} mot", other: "{count} mots" },
    minutesToRead: "{minutes} min de lecture",
    back: "Retour",
    notFound: "Actualité introuvable",
    loading: "Chargement…",
    errorPrefix: "Erreur : ",
    unavailable:
      "Les actualités sont momentanément indisponibles. Veuillez réessayer dans quelques instants.",
    updatedOn: "Mis à jour le {date}",
    englishOnly: "Cet article n’est disponible qu’en anglais.",
    pagination: "Pagination des actualités",
    previous: "Précédent",
    next: "Suivant",
    page: "Page {page} sur {count}",
    goToPage: "Page {page}",
    empty: "Aucune actualité pour le moment.",
    allNews: "Toutes les actualités",
    filterLabel: "Filtrer les actualités par métier",
    feedTitle: "Actualités de BGL Group",
    feedDescription:
      "Les actualités de BGL Group : opérations, résultats des fonds, analyses de marché et annonces de nos métiers de banque d’investissement, de gestion d’actifs et de patrimoine et de marchés mondiaux.",
  },
  preview: {
    label: "APERÇU",
    text: "Ceci est un aperçu. L’article n’est pas public sous cette forme ; il montre la page telle qu’elle paraîtra une fois publiée.",
    validUntil: "Lien d’aperçu valable jusqu’au {time}.",
    expired: "Ce lien d’aperçu a expiré. Demandez-en un nouveau à la personne qui vous l’a envoyé.",
  },
  contactPage: {
    label: "CONTACT",
    title: "Échangeons",
    intro:
      "Que vous souhaitiez lever des capitaux, investir sur le long terme ou intervenir sur les marchés, nos équipes à Lagos sont à votre disposition. Écrivez-nous : l’interlocuteur compétent vous répondra dans un délai d’un jour ouvré.",
    offices: "Nos bureaux",
    mapTitle: "Carte de l’emplacement du bureau",
    showMap: "Afficher la carte",
    mapNotice: "La carte est fournie par OpenStreetMap et ne se charge qu’à votre demande.",
    openInMaps: "Ouvrir dans une application de cartographie",
  },
  contactForm: {
    heading: "Envoyez-nous un message",
    name: "Nom et prénom",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    address: "Adresse",
    country: "Pays",
    subject: "Objet",
    message: "Message",
    required: "obligatoire",
    consent:
      "J’accepte que BGL Group utilise ces informations pour répondre à mon message, comme le décrit la",
    privacyPolicy: "politique de protection des données",
    submit: "Envoyer le message",
    submitting: "Envoi en cours…",
    honeypot: "Laissez ce champ vide",
    sent: "Merci. Votre message nous est bien parvenu et nous vous répondrons dans un délai d’un jour ouvré.",
    failed:
      "Votre message n’a pas pu être envoyé. Veuillez réessayer dans quelques instants ou écrire à",
    tooFast:
      "Cet envoi a été très rapide. Veuillez relire votre message, puis l’envoyer de nouveau.",
    limited:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes avant de réessayer.",
    fixErrors: "Veuillez corriger les champs signalés ci-dessous.",
    errors: {
      emailRequired: "Saisissez votre adresse e-mail.",
      emailInvalid: "Saisissez une adresse e-mail valide, par exemple nom@exemple.com.",
      messageRequired: "Rédigez votre message.",
      tooLong: "Ne dépassez pas {max} caractères.",
      invalidCharacters:
        "Ce champ contient un caractère qui ne peut pas être enregistré. Veuillez le supprimer.",
      consentRequired:
        "Veuillez accepter la politique de protection des données afin que nous puissions vous répondre.",
    },
  },
  newsletter: {
    pageTitle: "Lettre d’information",
    pageIntro:
      "Analyses de marché, recherche et actualités du groupe, directement dans votre boîte de réception. Vous pouvez vous désabonner à tout moment.",
    consent:
      "En vous abonnant, vous acceptez de recevoir notre lettre d’information. Consultez notre politique de protection des données.",
    checkInbox:
      "Merci. Veuillez consulter votre boîte de réception : nous vous avons envoyé un lien pour confirmer votre abonnement.",
    invalidEmail: "Saisissez une adresse e-mail valide, par exemple nom@exemple.com.",
    limited: "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.",
    failed:
      "Votre abonnement n’a pas pu être enregistré pour le moment. Veuillez réessayer dans quelques instants.",
    confirmTitle: "Confirmez votre abonnement",
    confirmText: "Appuyez sur le bouton pour recevoir notre lettre d’information à cette adresse.",
    confirmButton: "Confirmer l’abonnement",
    confirmedTitle: "Abonnement confirmé",
    confirmedText: "Merci. Vous recevrez désormais notre lettre d’information à cette adresse.",
    invalidLinkTitle: "Ce lien n’est plus valide",
    invalidLinkText:
      "Il a peut-être expiré ou déjà été utilisé. Vous pouvez vous abonner de nouveau à tout moment.",
    unsubscribeTitle: "Se désabonner de notre lettre d’information",
    unsubscribeText:
      "Utilisez le bouton ci-dessous pour ne plus recevoir notre lettre d’information à cette adresse.",
    unsubscribeButton: "Se désabonner",
    unsubscribedTitle: "Désabonnement confirmé",
    unsubscribedText: "Vous ne recevrez plus notre lettre d’information à cette adresse.",
  },
  emails: {
    confirmSubject: "Veuillez confirmer votre abonnement à la lettre d’information de BGL Group",
    confirmGreeting: "Bonjour,",
    confirmBody:
      "Une demande d’abonnement à la lettre d’information de BGL Group a été effectuée pour cette adresse, vraisemblablement par vous-même. Pour la confirmer, veuillez ouvrir ce lien dans un délai de sept jours :",
    confirmIgnore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message : aucun autre envoi ne vous sera adressé.",
    unsubscribeLine: "Pour ne plus recevoir nos messages, ouvrez le lien suivant :",
    signature: "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigeria",
  },
  search: {
    heading: "Recherche",
    label: "Rechercher sur le site",
    placeholder: "Actualités, équipes, opérations…",
    submit: "Rechercher",
    hint: "Saisissez quelques mots pour trouver nos actualités, nos équipes, nos références et les pages de ce site.",
    results: {
      one: "{count} résultat pour « {query} »",
      other: "{count} résultats pour « {query} »",
    },
    none: "Aucun résultat pour « {query} ». Vérifiez l’orthographe ou essayez des mots moins nombreux ou plus généraux.",
    noneLinks: "Vous pouvez aussi consulter",
    tooLong: "Votre recherche a été limitée à ses {max} premiers caractères.",
    kinds: { news: "Actualités", person: "Équipe", milestone: "Références", page: "Page" },
    pagination: "Pages de résultats",
  },
  notFound: {
    code: "404",
    title: "Page introuvable",
    text: "La page que vous recherchez a été déplacée ou n’existe plus.",
    home: "Aller à la page d’accueil",
    news: "Lire les dernières actualités",
    contact: "Nous contacter",
  },
  error: {
    heading: "Erreur inattendue de l’application !",
    text: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    home: "Aller à la page d’accueil",
  },
} satisfies Messages;
