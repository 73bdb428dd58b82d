import type { PagesText } from "../../types";

/** Words of the home, about, management and track-record pages, and words they share. */
export const pages = {
  common: {
    contactUs: "Nous contacter",
    learnMore: "En savoir plus",
    viewAll: "Voir tout",
    back: "Retour",
    sendEmail: "Envoyer un e-mail",
    callUs: "Nous appeler",
    email: "E-mail",
    phone: "Téléphone",
    pause: "Pause",
    play: "Lecture",
    showSlide: "Afficher la diapositive {index} sur {count} : {heading}",
    partnersRegion: "Autorités de régulation et partenaires de marché",
    role: "Rôle",
    value: "Montant",
    year: "Année",
    ongoing: "(En cours)",
    previous: "Précédent",
    next: "Suivant",
  },

  home: {
    metaTitle: "BGL Group | Groupe financier nigérian depuis 1995",
    metaDescription:
      "Depuis 1995, BGL Group sert institutions, gouvernements et investisseurs nigérians : banque d’investissement, gestion d’actifs et de patrimoine, marchés mondiaux.",
    heroLabel: "Nos métiers",
    heroSlides: [
      {
        heading: "Des capitaux et des conseils au service d’ambitions durables",
        items: [
          "Levée de capitaux et prise ferme",
          "Fusions-acquisitions et financements structurés",
          "Conseil en transactions et conseil au secteur public",
        ],
        highlight:
          "BGL Capital conseille entreprises, banques et gouvernements dans les opérations qui façonnent leur avenir.",
        cta: "Découvrir la banque d’investissement",
      },
      {
        heading: "Préserver le patrimoine d’une génération à l’autre",
        items: [
          "Gestion de fortune privée",
          "Gestion d’actifs institutionnelle",
          "Fonds communs de placement, fonds en dollars, fonds de dotation et fiducies",
        ],
        highlight:
          "BGL Asset Management veille sur l’épargne des familles et des institutions avec rigueur et attention.",
        cta: "Découvrir la gestion d’actifs et de patrimoine",
      },
      {
        heading: "Un accès clair aux marchés",
        items: [
          "Actions, produits de taux et négociation de gré à gré",
          "Une plateforme de négociation numérique",
          "Un service dédié à la clientèle fortunée",
        ],
        highlight:
          "BGL Global Markets exécute les ordres avec soin et tient ses clients informés à chaque étape.",
        cta: "Découvrir les marchés mondiaux",
      },
    ],
    essence: {
      label: "QUI SOMMES-NOUS",
      heading: "Un partenaire de confiance depuis 1995",
      paragraphs: [
        "Installé à Lagos, BGL Group sert ses clients depuis 1995. En près de trois décennies, nous avons aidé des entreprises à lever des capitaux, des gouvernements à financer leurs projets et des familles à préserver ce qu’elles ont bâti. Notre action repose sur une recherche rigoureuse, un jugement sûr et des relations durables ; nous gérons aujourd’hui plus de $1 milliard d’actifs pour les clients qui nous accordent leur confiance.",
        "Nous sommes agréés en qualité de gestionnaire de fonds et de portefeuilles et de courtier-négociant, et nous sommes membre négociateur de la Nigerian Exchange (NGX). Nos activités sont enregistrées et réglementées par la Securities and Exchange Commission, Nigeria. Ces agréments nous imposent des obligations que nous prenons au sérieux : agir dans l’intérêt de nos clients, expliquer les risques en termes simples et assurer la sécurité de leurs actifs.",
      ],
    },
    counters: {
      heading: "Notre expérience en chiffres",
      years: { suffix: "+", label: "Années au service de nos clients" },
      milestones: { suffix: "+", label: "Opérations et mandats menés à bien" },
    },
    brand: {
      label: "NOTRE MARQUE",
      heading: "Le Protecteur et le Héros",
      intro:
        "Notre marque réunit deux personnages. Le Protecteur écoute, veille et reste présent, comme doit le faire un conseiller de confiance. Le Héros apporte la détermination nécessaire pour mener à bien les missions les plus exigeantes. Ensemble, ils traduisent notre façon de servir : être attentifs à la situation de chaque client et déterminés à accomplir ce que nous avons entrepris.",
      tabsLabel: "À propos de notre marque",
      invigorated: {
        tab: "Une énergie nouvelle pour vous",
        purpose: {
          title: "Notre raison d’être",
          text: "Nous existons pour aider les personnes et les institutions que nous servons à constituer, faire fructifier et protéger leur patrimoine, afin que les entreprises puissent se développer, que les projets publics puissent avancer et que les familles puissent envisager les années à venir avec confiance.",
        },
        belief: {
          title: "Notre conviction",
          text: "Nous sommes convaincus qu’une finance saine repose sur la confiance, et que cette confiance se gagne par des conseils honnêtes, un travail rigoureux et une présence constante. Lorsque nos clients prospèrent, les communautés et l’économie qui les entourent en sortent également renforcées.",
        },
      },
      essence: {
        tab: "Essence de la marque",
        intro:
          "Trois engagements guident chacune de nos actions. Chacun d’eux correspond à une part du travail que nous accomplissons pour nos clients.",
        pillars: [
          {
            title: "Bâtir la résilience",
            text: "Nous aidons nos clients à se préparer à l’incertitude. Des portefeuilles équilibrés, des financements bien structurés et une gestion des risques claire donnent aux entreprises, aux institutions et aux familles la solidité nécessaire pour traverser les changements et poursuivre leurs projets.",
          },
          {
            title: "Favoriser la croissance",
            text: "Nous apportons aux clients ambitieux les capitaux, les conseils et l’accès aux marchés dont ils ont besoin pour aller de l’avant, qu’il s’agisse d’une entreprise en expansion, d’un gouvernement qui finance ses infrastructures ou d’un investisseur qui constitue son portefeuille.",
          },
          {
            title: "Protéger l’avenir",
            text: "Nous gérons le patrimoine dans une perspective de long terme. Par une gestion prudente, une information transparente et une planification rigoureuse, nous aidons nos clients à préserver ce qu’ils ont bâti pour les personnes et les causes qui leur sont chères.",
          },
        ],
      },
      promise: {
        tab: "Promesse de la marque",
        line: "Proches de vous, engagés pour votre réussite.",
        text: "Notre promesse : rester proches de chaque client, comprendre ses objectifs et mobiliser toute la détermination du groupe pour les atteindre. Nous donnons les conseils que nous suivrions nous-mêmes et rendons compte en toute clarté, quelle que soit l’évolution des marchés.",
      },
    },
  },

  about: {
    metaTitle: "À propos de nous | BGL Group",
    metaDescription:
      "Groupe financier nigérian réglementé par la SEC, BGL Group sert ses clients depuis 1995 et gère plus de $1 milliard d’actifs à travers trois métiers.",
    banner: {
      label: "À PROPOS DE NOUS",
      heading: "Près de trois décennies de partenariat financier fondé sur la confiance",
      text: "Depuis 1995, BGL Group apporte des capitaux, des conseils et une gestion attentive aux entreprises, aux gouvernements, aux institutions et aux familles dans tout le Nigeria.",
    },
    intro: {
      heading: "Qui sommes-nous",
      paragraphs: [
        "BGL Group est un groupe financier nigérian dont le siège est situé au 14 Kingsway Road, Ikoyi, Lagos. Depuis 1995, nous accompagnons des entreprises, des banques, le gouvernement fédéral et les gouvernements des États, des institutions et une clientèle privée. En plus de 28 ans, nous avons mené à bien plus de 100 opérations et mandats, et nous gérons aujourd’hui plus de $1 milliard d’actifs. Notre expérience couvre de nombreux cycles économiques, et chacun d’eux nous a appris quelque chose sur la patience, la prudence et la valeur d’un conseil avisé.",
        "Le groupe s’appuie sur trois métiers. BGL Capital exerce les activités de banque d’investissement : levée de capitaux, prise ferme, fusions et acquisitions, financements structurés et conseil. BGL Asset Management accompagne clients privés et institutions en gestion de patrimoine et d’actifs, notamment au travers de fonds communs de placement, de fonds en dollars, de fonds de dotation et de fiducies. BGL Global Markets, nom commercial de BGL Securities Limited, donne à ses clients accès aux marchés d’actions, de taux et de gré à gré, grâce à des négociateurs expérimentés et à une plateforme numérique.",
        "Nous sommes agréés en qualité de gestionnaire de fonds et de portefeuilles et de courtier-négociant, et nous sommes membre négociateur de la Nigerian Exchange (NGX). Nos activités sont enregistrées et réglementées par la Securities and Exchange Commission, Nigeria. Pour nous, la réglementation est un fondement de la confiance et non une simple formalité, et nous nous imposons les exigences que nos clients sont en droit d’attendre d’une institution à laquelle ils confient leur argent.",
      ],
    },
    missionVision: {
      heading: "Mission et vision",
      vision: {
        title: "Notre vision",
        text: "Être le partenaire financier de référence de ceux qui construisent l’avenir du Nigeria, reconnu pour la qualité de ses conseils, l’intégrité de sa conduite et la solidité de ses relations.",
      },
      mission: {
        title: "Notre mission",
        text: "Aider nos clients à lever des capitaux, à faire fructifier et protéger leur patrimoine et à accéder aux marchés, en alliant recherche rigoureuse, jugement sûr et service attentif à la volonté d’honorer chacun de nos engagements.",
      },
    },
    coreValues: {
      heading: "Valeurs fondamentales",
      intro:
        "Trois valeurs guident notre façon de travailler avec nos clients et entre nous. Elles sont les critères à l’aune desquels nous nous jugeons.",
      items: {
        closeBy: {
          heading: "Proximité",
          text: "Nous restons proches de nos clients, physiquement comme par l’attention que nous leur portons. Nous prenons le temps de comprendre leur situation, nous répondons rapidement et nous restons disponibles bien après la clôture d’une opération, car une relation durable exige une présence constante.",
        },
        trailblazing: {
          heading: "Esprit pionnier",
          text: "Nous cherchons sans cesse de meilleures façons de servir. Des nouvelles structures de fonds à l’accès numérique aux marchés, nous adoptons les idées qui élargissent les possibilités offertes à nos clients, et nous éprouvons soigneusement chacune d’elles avant de la proposer.",
        },
        canDo: {
          heading: "Volonté d’aboutir",
          text: "Nous abordons les mandats complexes avec détermination et pragmatisme. Lorsqu’une opération s’annonce difficile, nous en examinons chaque détail, trouvons une voie praticable et la menons à son terme, en tenant nos clients informés tout au long du processus.",
        },
      },
    },
    culture: {
      heading: "Notre culture",
      paragraphs: [
        "Notre culture repose sur l’intégrité et le sens des responsabilités. Nous attendons de chaque collaborateur qu’il fasse passer l’intérêt des clients en premier, qu’il parle des risques sans détour et qu’il assume pleinement son travail. Nos décisions s’appuient sur des faits et sont examinées avec soin, et nous préférons décliner un mandat plutôt que d’en accepter un que nous ne pourrions pas bien servir. Cette discipline a permis au groupe de garder le cap au fil de nombreux cycles de marché.",
        "Nous investissons dans nos collaborateurs, car nos clients s’en remettent à leur jugement. Nos équipes apprennent aux côtés de praticiens expérimentés, préparent des certifications professionnelles et travaillent dans nos trois métiers. Nous privilégions la collaboration plutôt que la hiérarchie et encourageons un débat ouvert avant toute décision. Il en résulte une équipe qui connaît bien ses clients et travaille de concert pour les servir.",
      ],
    },
    differentiators: {
      heading: "Ce qui nous distingue",
      intro:
        "Quatre qualités nous démarquent et expliquent pourquoi nos clients continuent de nous choisir, année après année.",
      items: {
        leadership: {
          heading: "LEADERSHIP",
          text: "Nos dirigeants apportent des décennies d’expérience dans la banque, les marchés de capitaux et la gestion d’investissements. Ils fixent des exigences claires, assument personnellement la responsabilité des mandats importants et guident le groupe en gardant à l’esprit l’intérêt à long terme de nos clients.",
        },
        relationships: {
          heading: "RELATIONS",
          text: "Nombre de nos clients travaillent avec nous depuis des années. Nous fondons nos relations sur la confiance, la discrétion et la constance de notre service, et nous mesurons notre réussite à la confiance durable que nos clients placent en nous.",
        },
        reach: {
          heading: "RAYONNEMENT",
          text: "Nous servons des entreprises, des banques, le gouvernement fédéral et les gouvernements des États, des institutions et une clientèle privée. En tant que membre négociateur de la Nigerian Exchange et grâce à notre plateforme numérique, nous relions nos clients aux marchés, où qu’ils se trouvent.",
        },
        reputation: {
          heading: "RÉPUTATION",
          text: "Depuis 1995, nous nous sommes forgé une réputation d’intégrité et de rigueur. Plus de 100 opérations et mandats, menés à bien sous la supervision de la Securities and Exchange Commission, Nigeria, témoignent de la confiance que nous avons su gagner.",
        },
      },
    },
    strength: {
      heading: "Notre force",
      intro:
        "Nos clients s’appuient sur des fondations bâties en près de trois décennies : l’expérience, la réglementation, la discipline et les équipes.",
      items: [
        {
          heading: "Une expérience acquise depuis 1995",
          texts: [
            "Nous servons nos clients sans interruption depuis 1995.",
            "Nos équipes ont conseillé leurs clients en période de croissance comme en période de difficulté, et cette expérience éclaire chacune de nos recommandations.",
          ],
        },
        {
          heading: "Agréés et réglementés",
          texts: [
            "Nous sommes agréés en qualité de gestionnaire de fonds et de portefeuilles et de courtier-négociant.",
            "Nous sommes membre négociateur de la Nigerian Exchange (NGX), enregistrés et réglementés par la Securities and Exchange Commission, Nigeria.",
            "Nos clients peuvent compter sur des règles claires, un contrôle indépendant et une conservation rigoureuse de leurs actifs.",
          ],
        },
        {
          heading: "Recherche et discipline en matière de risques",
          texts: [
            "Nos décisions reposent sur une recherche indépendante portant sur les entreprises, les secteurs et l’économie dans son ensemble.",
            "Chaque mandat obéit à des limites de risque définies et fait l’objet d’un examen régulier, afin que nos clients comprennent à la fois les opportunités et les risques.",
          ],
        },
        {
          heading: "Nos équipes",
          texts: [
            "Notre force réside dans des professionnels expérimentés qui connaissent leurs marchés et leurs clients.",
            "Nous développons les talents au sein du groupe et exigeons de tous ceux qui nous représentent une conduite irréprochable.",
          ],
        },
      ],
    },
    businesses: {
      heading: "Nos métiers",
      intro:
        "Trois métiers spécialisés, chacun consacré à un ensemble distinct de besoins des clients et appuyé par les ressources du groupe.",
      cards: {
        investmentBanking: {
          text: "Banque d’investissement",
          desc: "BGL Capital aide les entreprises, les banques, le gouvernement fédéral et les gouvernements des États ainsi que leurs organismes à lever des capitaux, à mener à bien des fusions et acquisitions, à structurer leurs financements et à prendre des décisions éclairées sur des opérations complexes.",
        },
        assetManagement: {
          text: "Gestion d’actifs et de patrimoine",
          desc: "BGL Asset Management gère le patrimoine de clients privés et d’institutions au moyen de portefeuilles sur mesure, de fonds communs de placement, de fonds en dollars, de fonds éthiques, de fonds de dotation et de fiducies, avec une approche rigoureuse du risque.",
        },
        globalMarkets: {
          text: "Marchés mondiaux",
          desc: "BGL Global Markets donne accès aux marchés d’actions, de taux et de gré à gré, avec une plateforme de négociation numérique, la négociation sur marge et un service dédié aux clients qui négocient des montants de ₦50 millions et plus.",
        },
      },
      contactCta: "Nous contacter",
    },
  },

  management: {
    metaTitle: "Direction | BGL Group",
    metaDescription:
      "Découvrez le conseil d’administration et la direction de BGL Group et de ses métiers, BGL Capital, BGL Asset Management et BGL Global Markets, depuis 1995.",
    banner: {
      label: "DIRECTION",
      heading: "Les femmes et les hommes qui dirigent le groupe",
      text: "Nos administrateurs et nos dirigeants mettent leur longue expérience de la banque, de l’investissement et des marchés de capitaux au service de nos clients.",
    },
    groups: {
      board: {
        heading: "Conseil d’administration",
        intro:
          "Le conseil d’administration définit la stratégie du groupe et supervise sa gouvernance, sa gestion des risques et sa conduite. Ses membres apportent un jugement indépendant et une vaste expérience.",
      },
      investmentBanking: {
        heading: "BGL Capital",
        intro:
          "L’équipe de banque d’investissement conseille ses clients en matière de levée de capitaux, de fusions et acquisitions, de financements structurés et d’opérations du secteur public.",
      },
      assetManagement: {
        heading: "BGL Asset Management",
        intro:
          "L’équipe de gestion d’actifs gère les portefeuilles de clients privés et d’institutions, en s’appuyant sur la recherche et sur une approche rigoureuse du risque.",
      },
      globalMarkets: {
        heading: "BGL Global Markets",
        intro:
          "L’équipe d’intermédiation exécute les transactions sur actions et produits de taux et accompagne les clients sur notre plateforme numérique et sur les marchés de gré à gré.",
      },
    },
    viewProfile: "Voir le profil",
    detail: {
      label: "DIRECTION",
      contactHeading: "Prendre contact",
    },
    gone: {
      title: "Ne fait plus partie du groupe",
      text: "{name} ne fait plus partie de BGL Group. Découvrez celles et ceux qui dirigent aujourd’hui le groupe et ses filiales.",
      grid: "Découvrir l’équipe de direction",
    },
  },

  milestone: {
    metaTitle: "Références | BGL Group",
    metaDescription:
      "Découvrez les opérations menées par BGL Capital et les mandats confiés à BGL Asset Management au Nigeria depuis 1995, tous secteurs et clients confondus.",
    banner: {
      label: "RÉFÉRENCES",
      heading: "Opérations menées, mandats confiés",
      text: "Plus de 100 opérations et mandats menés à bien depuis 1995 pour des entreprises, des banques, des gouvernements et des institutions.",
    },
    chooseBusiness: "CHOISIR UN MÉTIER",
    all: "Tous",
    investmentBanking: "BANQUE D’INVESTISSEMENT",
    assetManagement: "GESTION D’ACTIFS ET DE PATRIMOINE",
    searchLabel: "Rechercher dans nos références",
    searchPlaceholder: "Rechercher par nom, secteur ou rôle",
    apply: "Rechercher",
    clear: "Effacer",
    results: "{count} résultats",
    oneResult: "1 résultat",
    empty:
      "Aucune de nos références ne correspond à votre recherche. Essayez avec moins de mots ou choisissez un autre métier.",
  },
} satisfies PagesText;
