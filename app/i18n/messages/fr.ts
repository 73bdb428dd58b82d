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
    company: "Le Groupe",
    business: "Métiers",
    trackRecord: "Références",
    contactUs: "Nous contacter",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    language: "Langue",
    chooseLanguage: "Choisir une langue",
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
    openingHours: "De 9 h à 17 h, du lundi au vendredi",
    regulatorBadge: "Réglementé par la SEC",
    regulatorPreview:
      "Enregistré auprès de la Commission des valeurs mobilières et des bourses du Nigeria (SEC) et soumis à sa réglementation.",
    ndprBadge: "NDPR",
    ndprPreview:
      "Nous traitons les données personnelles conformément au Règlement nigérian sur la protection des données (NDPR) et à la loi nigériane sur la protection des données.",
    followUs: "Suivez-nous",
    social: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" },
    copyright: (year: number) => `© ${year} BGL Group. Tous droits réservés.`,
  },
  home: {
    title: "Bâtir la résilience, favoriser la croissance, protéger l’avenir",
    intro:
      "Depuis 1995, BGL Group aide les gouvernements, les institutions et les familles à lever des capitaux, à faire fructifier leur patrimoine et à accéder aux marchés, avec l’attention d’un conseiller de confiance et la détermination de tenir ses engagements.",
    latestEvents: "Derniers événements",
    readMoreNews: "Lire d’autres actualités",
  },
  news: {
    heading: "Fil d’actualités",
    readNow: "Lire l’article",
    words: (count: number) => `${count.toLocaleString("fr")} ${count > 1 ? "mots" : "mot"}`,
    minutesToRead: (minutes: number) => `${minutes} min de lecture`,
    back: "Retour",
    notFound: "Actualité introuvable",
    loading: "Chargement…",
    errorPrefix: "Erreur : ",
    unavailable:
      "Les actualités sont momentanément indisponibles. Veuillez réessayer dans quelques instants.",
    englishOnly: "Cet article n’est disponible qu’en anglais.",
    pagination: "Pagination des actualités",
    previous: "Précédent",
    next: "Suivant",
    page: (page: number, count: number) => `Page ${page} sur ${count}`,
    goToPage: (page: number) => `Page ${page}`,
    empty: "Aucune actualité pour le moment.",
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
