import type { BusinessText } from "../../types";

/** The three business pages: investment banking, asset and wealth management, global markets. */
export const business = {
  investmentBanking: {
    metaTitle: "Banque d’investissement | BGL Capital",
    metaDescription:
      "BGL Capital conseille entreprises, banques et gouvernements au Nigeria : levée de capitaux, prise ferme, fusions-acquisitions, financements structurés, conseil.",
    banner: {
      label: "BANQUE D’INVESTISSEMENT",
      heading: "Capitaux et conseil pour les décisions qui façonnent les institutions",
      text: "BGL Capital aide les entreprises, les banques et les gouvernements à lever des capitaux, à mener à bien leurs opérations et à préparer leur croissance. Nous mettons au service de chaque mandat près de trois décennies d’expérience du marché nigérian.",
    },
    whoWeAre: {
      heading: "Qui sommes-nous",
      paragraphs: [
        "BGL Capital est le pôle de banque d’investissement de BGL Group. Depuis 1995, nous conseillons des entreprises, des banques, le gouvernement fédéral et les gouvernements des États ainsi que leurs organismes sur le financement de leurs projets et la conduite des opérations qui en découlent. Notre activité couvre la levée de capitaux en fonds propres et en dette, la prise ferme, les fusions et acquisitions, les financements structurés et le conseil ; elle représente une grande partie des plus de 100 réalisations du groupe.",
        "Nous sommes enregistrés auprès de la Securities and Exchange Commission, Nigeria, en qualité d’arrangeur d’émissions et de conseiller financier. Cet enregistrement emporte des obligations que nous prenons au sérieux : des vérifications préalables approfondies, une information exacte et un traitement équitable des investisseurs. Nos équipes connaissent la procédure d’approbation de la Commission et les conditions d’admission à la cote de la Nigerian Exchange et de FMDQ, ce qui permet à nos clients d’établir leur calendrier avec une vision réaliste de chaque étape.",
        "Chaque mandat est dirigé par des banquiers chevronnés qui restent impliqués de la première réunion jusqu’à la conclusion de l’opération. Nous travaillons en étroite collaboration avec nos collègues de BGL Asset Management et de BGL Global Markets, qui nous offrent une vision directe de la demande des investisseurs et des conditions de marché. Nos clients bénéficient ainsi de conseils qui reflètent la manière dont les capitaux sont réellement valorisés et alloués au Nigeria, et non celle que suggère la théorie.",
      ],
    },
    services: {
      heading: "Nos services",
      intro:
        "Nous proposons une gamme complète de services de banque d’investissement aux clients des secteurs privé et public. Chaque mission est conçue en fonction des objectifs, du calendrier et de l’appétence au risque du client.",
      items: [
        {
          title: "Levée de capitaux",
          text: "Nous aidons les entreprises et les organismes publics à lever des fonds propres et de la dette auprès d’investisseurs nigérians et internationaux. Notre intervention couvre les introductions en bourse et les offres secondaires, les augmentations de capital avec droits préférentiels de souscription, les placements privés, les obligations et les billets de trésorerie. Nous conseillons nos clients sur le choix de l’instrument, le montant et le calendrier de l’opération, puis pilotons le processus jusqu’à l’allocation des titres et leur admission à la cote.",
          points: [
            "Offres au public et émissions avec droits de souscription",
            "Placements privés",
            "Obligations d’entreprises et d’entités infranationales",
            "Programmes de billets de trésorerie",
          ],
        },
        {
          title: "Prise ferme",
          text: "En tant que garant, nous nous engageons à acquérir les titres non souscrits par les investisseurs, ce qui donne aux émetteurs une plus grande certitude quant à l’issue de l’offre. Nous n’arrêtons les conditions qu’après une évaluation attentive de l’émetteur, du prix et de la demande probable, et nous constituons des syndicats avec d’autres garants afin de partager le risque sur les émissions les plus importantes.",
          points: [
            "Prise ferme et garantie de bonne fin",
            "Constitution et gestion de syndicats",
            "Évaluation du prix et de la demande",
          ],
        },
        {
          title: "Fusions et acquisitions",
          text: "Nous conseillons acquéreurs, cédants et conseils d’administration dans le cadre d’acquisitions, de cessions, de fusions et de restructurations. Notre rôle consiste notamment à identifier les contreparties, à évaluer les entreprises, à négocier les conditions et à coordonner les travaux juridiques, fiscaux et réglementaires. Nous accompagnons également nos clients dans l’obtention des autorisations requises auprès de la Securities and Exchange Commission, Nigeria, et des autres autorités.",
          points: [
            "Conseil à l’achat et à la vente",
            "Évaluations et attestations d’équité",
            "Offres publiques d’acquisition et plans d’arrangement",
            "Autorisations réglementaires",
          ],
        },
        {
          title: "Financements structurés",
          text: "Nous concevons des financements pour des projets et des actifs dont les flux de trésorerie ne se prêtent pas aux prêts classiques. Cela comprend le financement de projets et d’infrastructures, la titrisation, les titres adossés à des actifs et les montages combinant plusieurs sources de capitaux. Nous modélisons les flux de trésorerie avec rigueur et adaptons les sûretés et les engagements financiers aux risques de chaque opération.",
          points: [
            "Financement de projets et d’infrastructures",
            "Titrisation et titres adossés à des actifs",
            "Restructuration de dette",
            "Rehaussement de crédit",
          ],
        },
        {
          title: "Conseil en transactions",
          text: "Nous intervenons en qualité de conseiller financier indépendant sur des opérations complexes. Nous analysons les options, élaborons les modèles financiers, examinons les plans d’affaires et coordonnons les autres conseillers impliqués. Les conseils d’administration et les directions s’appuient sur nos recommandations pour prendre des décisions éclairées en matière d’investissements, de désinvestissements, de recapitalisations et de partenariats stratégiques, les coûts et les risques de chaque option étant clairement exposés.",
          points: [
            "Modélisation financière et études de faisabilité",
            "Évaluations indépendantes",
            "Conseil en recapitalisation",
            "Coordination des conseillers externes",
          ],
        },
        {
          title: "Conseil au secteur public",
          text: "Nous conseillons le gouvernement fédéral, les gouvernements des États et leurs organismes sur leurs programmes de financement, la gestion de leur dette et les partenariats public-privé. Notre action comprend les émissions obligataires des États, le financement d’infrastructures et la préparation d’actifs publics en vue d’investissements privés. Nous maîtrisons les règles budgétaires et les procédures de marchés publics, et nous savons combien la transparence est nécessaire à chaque étape.",
          points: [
            "Émissions obligataires des États et des organismes publics",
            "Partenariats public-privé",
            "Stratégie de gestion de la dette",
            "Privatisations et concessions",
          ],
        },
      ],
    },
    approach: {
      heading: "Notre démarche",
      intro:
        "Chaque mandat suit un processus clair, convenu avec le client dès le départ et réexaminé à mesure que l’opération progresse.",
      steps: [
        {
          title: "Comprendre l’objectif",
          text: "Nous commençons par étudier l’activité du client, sa situation financière et ce que l’opération doit permettre d’accomplir. Les premiers échanges avec la direction et le conseil d’administration aboutissent à un mandat dont le périmètre, les responsabilités et le calendrier sont clairement définis.",
        },
        {
          title: "Concevoir la solution",
          text: "Nous confrontons différentes structures aux conditions de marché, à l’appétit des investisseurs et aux exigences réglementaires. Le client reçoit une recommandation qui expose clairement ses coûts, ses risques et les arbitrages qu’elle implique, afin que chaque décision repose sur une vue d’ensemble.",
        },
        {
          title: "Exécuter avec rigueur",
          text: "Des banquiers chevronnés pilotent la documentation, les vérifications préalables, les dépôts réglementaires et les relations avec les investisseurs. Nous coordonnons avocats, auditeurs, fiduciaires et teneurs de registre, suivons chaque étape au regard du calendrier et rendons compte régulièrement de l’avancement au client.",
        },
        {
          title: "Rester aux côtés du client",
          text: "Notre engagement se poursuit après la clôture de l’opération. Nous accompagnons le client dans ses obligations postérieures à l’émission, ses relations avec les investisseurs et ses futurs besoins de financement, et nombre de nos clients font de nouveau appel à nous pour des opérations ultérieures, à mesure que leurs projets évoluent.",
        },
      ],
    },
    industryLeadership: {
      heading: "Une position de premier plan",
      intro:
        "Notre position repose sur le travail accompli, dans de nombreux secteurs et au fil de nombreux cycles de marché.",
      items: [
        {
          title: "Connaissance sectorielle",
          text: "Nos banquiers ont travaillé avec des clients des services financiers, de l’énergie, de l’industrie manufacturière, de l’immobilier, des télécommunications et de l’agriculture. Cette connaissance nous aide à apprécier les valorisations, à anticiper les questions des investisseurs et à fixer des conditions adaptées à chaque secteur.",
        },
        {
          title: "Une exécution éprouvée",
          text: "Le groupe a mené à bien plus de 100 opérations et mandats depuis 1995, dans des marchés porteurs comme dans des marchés difficiles. Nous savons tenir le calendrier d’une offre et nous adapter lorsque les conditions évoluent.",
        },
        {
          title: "Expérience du secteur public",
          text: "Nous avons conseillé le gouvernement fédéral, les gouvernements des États et leurs organismes sur des émissions obligataires, le financement d’infrastructures et des partenariats public-privé, dans le respect des règles budgétaires et des procédures de marchés publics.",
        },
        {
          title: "Relations avec les investisseurs",
          text: "Nos relations avec les gestionnaires de fonds de pension, les assureurs, les sociétés de gestion et les banques, nouées depuis près de trois décennies, nous donnent une vision éclairée de la demande des investisseurs avant le lancement d’une opération.",
        },
      ],
      linkLabel: "Voir nos références",
    },
    partners: {
      heading: "Autorités de régulation et partenaires de marché",
      intro:
        "Nous exerçons dans le cadre fixé par la Securities and Exchange Commission, Nigeria, aux côtés de la Nigerian Exchange, de FMDQ et du dépositaire central CSCS. Nos opérations sont approuvées, admises à la cote, négociées et réglées par l’intermédiaire de ces institutions, conformément à leurs règles.",
    },
    trackRecord: {
      heading: "Sélection de références",
      intro:
        "Quelques-unes des opérations dans lesquelles BGL Capital a accompagné des entreprises, des banques, des gouvernements et leurs organismes.",
    },
    leadership: {
      heading: "Notre direction",
      intro:
        "BGL Capital est dirigée par des banquiers dotés d’une longue expérience des marchés de capitaux nigérians, de la finance d’entreprise et du conseil au secteur public. Ils restent directement impliqués dans les mandats qu’ils supervisent.",
    },
    news: {
      heading: "Actualités et analyses",
      intro: "Annonces d’opérations, commentaires de marché et actualités de BGL Capital.",
      readMore: "Lire d’autres actualités",
    },
    connect: {
      heading: "Échangeons",
      intro:
        "Si vous envisagez une levée de capitaux, une acquisition ou un programme de financement, notre équipe se tient à votre disposition pour un entretien confidentiel. Contactez-nous par e-mail ou par téléphone.",
    },
    regulatoryLine:
      "BGL Capital Limited est enregistrée et réglementée par la Securities and Exchange Commission, Nigeria, en qualité d’arrangeur d’émissions et de conseiller financier.",
  },

  assetManagement: {
    metaTitle: "Gestion d’actifs et de patrimoine | BGL Asset Management",
    metaDescription:
      "BGL Asset Management gère le patrimoine de clients privés et d’institutions au Nigeria : fonds communs, fonds en dollars, fonds éthiques, dotations et fiducies.",
    banner: {
      label: "GESTION D’ACTIFS ET DE PATRIMOINE",
      heading: "Une gestion attentive du patrimoine des familles et des institutions",
      text: "Nous gérons les investissements de clients privés, de fonds de pension, d’assureurs, de fonds de dotation et d’autres institutions. Chaque portefeuille est construit en fonction des objectifs, de l’horizon de placement et de la tolérance au risque du client.",
    },
    whoWeAre: {
      heading: "Qui sommes-nous",
      paragraphs: [
        "BGL Asset Management est le pôle de gestion d’actifs et de patrimoine de BGL Group. Nous gérons des portefeuilles pour des particuliers et des familles, des entreprises, des fonds de pension, des assureurs, des fonds de dotation, des fiducies et des institutions publiques. Le groupe gère plus de $1 milliard d’actifs, et nombre de nos relations clients, nouées dans les années qui ont suivi 1995, s’étendent aujourd’hui sur plus d’une génération au sein d’une même famille ou d’une même institution.",
        "Nous sommes agréés par la Securities and Exchange Commission, Nigeria, en qualité de gestionnaire de fonds et de portefeuilles. Les actifs de nos clients sont conservés par des dépositaires et des fiduciaires indépendants, en dehors de notre propre bilan, et nos fonds font l’objet de déclarations réglementaires régulières et d’un audit externe. Ces garanties assurent que les actifs des clients restent séparés des nôtres et sont correctement comptabilisés à tout moment.",
        "Nos décisions d’investissement reposent sur la recherche et sur un processus rigoureux. Nous suivons de près les marchés nigérians des actions, des produits de taux et monétaires, et nous nous tournons vers les marchés internationaux lorsque le mandat du client le permet. Nous parlons des risques sans détour et rendons compte de façon claire et régulière, afin que nos clients sachent toujours ce qu’ils détiennent, quelle en a été la performance et pourquoi.",
      ],
    },
    services: {
      heading: "Nos services",
      intro:
        "Nous intervenons dans trois domaines, chacun doté de ses propres spécialistes et conçu en fonction des besoins des clients qu’il sert.",
      items: [
        {
          title: "Gestion de fortune privée",
          text: "Nous gérons le patrimoine de particuliers et de familles en gestion sous mandat ou en gestion conseillée. Un chargé de relation dédié prend connaissance des objectifs, des besoins de revenus et du rapport au risque de chaque client, puis construit un portefeuille réparti entre actions, produits de taux et liquidités. Nous aidons également nos clients à préparer le financement des études, la retraite et la transmission de leur patrimoine.",
          points: [
            "Gestion sous mandat et gestion conseillée",
            "Un chargé de relation dédié",
            "Placements en naira et en dollars",
            "Accompagnement en matière de succession et de planification patrimoniale",
          ],
        },
        {
          title: "Gestion d’actifs institutionnelle",
          text: "Nous gérons des mandats dédiés pour des fonds de pension, des assureurs, des trésoreries d’entreprise, des coopératives, des organisations religieuses et des institutions publiques. Chaque portefeuille respecte une politique d’investissement convenue avec le client ainsi que les limites fixées par son autorité de tutelle. Nous fournissons des rapports détaillés, participons aux réunions des comités d’investissement et aidons les fiduciaires à s’acquitter de leurs obligations fiduciaires.",
          points: [
            "Mandats de gestion dédiés",
            "Définition de la politique d’investissement",
            "Allocation d’actifs adossée au passif",
            "Comptes rendus aux conseils et aux comités",
          ],
        },
        {
          title: "Gestion d’actifs spécialisée",
          text: "Nous gérons des organismes de placement collectif et des véhicules spécialisés répondant à des besoins particuliers. Notre gamme comprend des fonds monétaires, obligataires, en dollars et éthiques, chacun doté d’un objectif déclaré et dont la valeur liquidative est publiée régulièrement. Nous gérons également des fonds de dotation et des fiducies pour des fondations, des établissements scolaires, des familles et des œuvres caritatives, avec des horizons longs et des finalités définies.",
          points: [
            "Fonds monétaires et obligataires",
            "Fonds en dollars et fonds éthiques",
            "Gestion de fonds de dotation",
            "Fiducies privées et caritatives",
          ],
        },
      ],
    },
    approach: {
      heading: "Notre démarche",
      intro:
        "La même rigueur s’applique, que nous gérions l’épargne d’une famille ou les réserves d’une institution.",
      steps: [
        {
          title: "Connaître le client",
          text: "Nous commençons par un entretien approfondi sur les objectifs, l’horizon de placement, les besoins de liquidité et la tolérance au risque. Les conclusions sont consignées dans une politique d’investissement que le client examine et approuve avant tout investissement.",
        },
        {
          title: "Construire le portefeuille",
          text: "L’allocation d’actifs suit la politique convenue et notre recherche sur les marchés nigérians et internationaux. Nous sélectionnons les titres pour leur qualité, leur liquidité et leur valeur, et diversifions les positions afin d’éviter toute concentration excessive sur un même émetteur.",
        },
        {
          title: "Gérer les risques en continu",
          text: "Nous suivons quotidiennement les portefeuilles au regard de leurs limites et des conditions de marché. Les ajustements sont effectués dans le cadre du mandat et consignés avec leur justification, et une fonction indépendante de gestion des risques examine les expositions et la conformité.",
        },
        {
          title: "Rendre compte et réexaminer",
          text: "Nos clients reçoivent des relevés clairs et des rapports réguliers sur la performance, mesurée par rapport à des indices de référence convenus. Nous les rencontrons au moins une fois par an, ou chaque fois que leur situation évolue, afin de réexaminer la politique d’investissement et d’ajuster le portefeuille.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Pourquoi nous choisir",
      intro:
        "Nos clients nous choisissent pour le soin que nous apportons à leur argent et pour la clarté avec laquelle nous expliquons notre action.",
      items: [
        {
          title: "Une expérience forgée au fil des cycles",
          text: "Depuis 1995, le groupe investit dans des périodes de forte inflation, d’ajustements du taux de change et de variations des taux d’intérêt. Cette expérience guide la construction de portefeuilles conçus pour rester solides lorsque les conditions se dégradent.",
        },
        {
          title: "Réglementés et transparents",
          text: "Nous sommes agréés par la Securities and Exchange Commission, Nigeria. Les actifs de nos clients sont conservés auprès de dépositaires indépendants, nos fonds font l’objet d’un audit externe et l’ensemble des frais est communiqué intégralement avant tout investissement.",
        },
        {
          title: "Une attention personnalisée",
          text: "Chaque client dispose d’un chargé de relation attitré qui connaît sa situation. Les questions reçoivent des réponses rapides et directes, et nos gérants de portefeuille sont disponibles pour expliquer leurs décisions de vive voix.",
        },
        {
          title: "L’appui d’un groupe",
          text: "Nos clients bénéficient de la connaissance des marchés de BGL Global Markets et de l’expérience transactionnelle de BGL Capital, tandis que nos décisions d’investissement restent indépendantes et guidées uniquement par le mandat de chaque client.",
        },
      ],
    },
    partners: {
      heading: "Autorités de régulation et partenaires de marché",
      intro:
        "Nous sommes agréés et supervisés par la Securities and Exchange Commission, Nigeria. Nos portefeuilles investissent dans des titres négociés sur la Nigerian Exchange et sur FMDQ, et les positions sont compensées et réglées par l’intermédiaire du dépositaire central CSCS.",
    },
    trackRecord: {
      heading: "Sélection de références",
      intro:
        "Quelques-uns des mandats dans lesquels BGL Asset Management a géré des fonds, des fonds de dotation et des portefeuilles institutionnels.",
    },
    leadership: {
      heading: "Notre direction",
      intro:
        "BGL Asset Management est dirigée par des professionnels de l’investissement dotés d’une longue expérience de la gestion de portefeuille, de la recherche et du service aux clients. Ils définissent notre politique d’investissement et supervisent chaque mandat.",
    },
    news: {
      heading: "Actualités et analyses",
      intro: "Commentaires de marché, actualités des fonds et annonces de BGL Asset Management.",
      readMore: "Lire d’autres actualités",
    },
    connect: {
      heading: "Échangeons",
      intro:
        "Que vous prépariez l’avenir de votre famille ou gériez les réserves d’une institution, nous serons heureux d’étudier vos objectifs avec vous. Contactez notre équipe par e-mail ou par téléphone.",
    },
    regulatoryLine:
      "BGL Asset Management Limited est agréée en qualité de gestionnaire de fonds et de portefeuilles et réglementée par la Securities and Exchange Commission, Nigeria.",
  },

  globalMarkets: {
    metaTitle: "Courtage en valeurs mobilières | BGL Global Markets",
    metaDescription:
      "BGL Global Markets, nom commercial de BGL Securities Limited : actions, produits de taux, gré à gré et négociation sur marge, via ses négociateurs ou en ligne.",
    banner: {
      label: "MARCHÉS MONDIAUX",
      heading: "Un accès clair et fiable aux marchés de valeurs mobilières du Nigeria",
      text: "BGL Global Markets donne aux investisseurs privés et institutionnels accès aux marchés d’actions, de taux et de gré à gré. Des négociateurs expérimentés et une plateforme numérique accompagnent chaque ordre.",
    },
    whoWeAre: {
      heading: "Qui sommes-nous",
      paragraphs: [
        "BGL Global Markets est le pôle d’intermédiation boursière de BGL Group et le nom commercial de BGL Securities Limited. Courtier-négociant et membre négociateur de la Nigerian Exchange, nous sommes enregistrés et réglementés par la Securities and Exchange Commission, Nigeria. Nous achetons et vendons des titres pour le compte de particuliers, d’investisseurs fortunés, d’entreprises et d’institutions, et ce depuis près de trois décennies.",
        "Nos négociateurs interviennent sur le marché nigérian à chaque séance de bourse. Ils connaissent la liquidité de chaque action et de chaque obligation, le calendrier des opérations sur titres et l’incidence des ordres de grande taille sur les cours. Cette connaissance est d’autant plus précieuse lorsque les clients traitent des volumes importants ou des titres moins liquides, où une exécution soignée peut réellement faire la différence.",
        "Nous associons un service personnalisé à des outils modernes. Nos clients peuvent appeler un négociateur, passer leurs ordres sur notre plateforme numérique ou combiner les deux. Chaque compte bénéficie des mêmes exigences en matière de traitement des ordres, de règlement-livraison et d’information, et notre équipe des opérations travaille avec les teneurs de registre et le dépositaire central CSCS pour que les avoirs de chaque client soient exacts et à jour.",
      ],
    },
    services: {
      heading: "Nos services",
      intro:
        "Nos services couvrent l’ensemble du cycle de vie d’un investissement, de l’ouverture du compte et de la passation des ordres jusqu’au règlement, à la tenue des comptes et au financement.",
      items: [
        {
          title: "Services à la clientèle fortunée",
          text: "Ce service s’adresse aux clients qui négocient des montants de ₦50 millions et plus. Chacun d’eux dispose d’un négociateur dédié, d’un traitement prioritaire de ses ordres et de points de marché réguliers. Nous aidons à structurer les ordres importants afin d’en limiter l’incidence sur les cours, nous nous coordonnons avec BGL Asset Management lorsque le client le souhaite et nous fournissons des relevés consolidés couvrant l’ensemble de ses comptes.",
          points: [
            "Pour les clients qui négocient ₦50 millions et plus",
            "Un négociateur et un chargé de relation dédiés",
            "Une exécution soignée des ordres importants",
            "Des relevés consolidés",
          ],
        },
        {
          title: "Plateforme de négociation numérique",
          text: "Notre plateforme numérique permet aux clients de passer des ordres sur la Nigerian Exchange, de suivre les cours et de consulter leurs portefeuilles depuis un ordinateur ou un appareil mobile. Les ordres sont soumis aux mêmes contrôles que ceux passés par téléphone, et les clients peuvent joindre un négociateur dès qu’ils souhaitent un conseil.",
          points: [
            "Accès en ligne et sur mobile",
            "Cours de marché et recherche",
            "Historique du portefeuille et des avis d’opéré",
            "Assistance d’un négociateur pendant les séances de bourse",
          ],
        },
        {
          title: "Financement participatif",
          text: "Nous aidons les entreprises en croissance à lever des capitaux auprès d’un grand nombre d’investisseurs par le biais du financement participatif, dans le cadre des règles fixées par la Securities and Exchange Commission, Nigeria. Nous examinons chaque entreprise avant toute offre, publions une information claire et expliquons les risques aux investisseurs, y compris celui de perdre la totalité du montant investi.",
          points: [
            "Vérifications préalables sur chaque émetteur",
            "Une information claire sur chaque offre",
            "Plafonds d’investissement et avertissements sur les risques",
            "Souscription en ligne",
          ],
        },
        {
          title: "Actions et produits de taux",
          text: "Nous négocions les actions cotées sur la Nigerian Exchange ainsi que des titres de taux, notamment les obligations du gouvernement fédéral, les bons du Trésor, les obligations des États et des entreprises et les billets de trésorerie. Nos négociateurs conseillent sur le prix et le moment opportun, et notre équipe de recherche publie régulièrement des commentaires sur les entreprises, les secteurs et les taux d’intérêt.",
          points: [
            "Actions cotées et fonds indiciels cotés",
            "Obligations d’État et d’entreprises",
            "Bons du Trésor et billets de trésorerie",
            "Recherche et commentaires de marché",
          ],
        },
        {
          title: "Négociation de gré à gré",
          text: "Certains titres se négocient en dehors du carnet d’ordres de la bourse, soit sur FMDQ, soit par négociation directe entre contreparties. Nous organisons des transactions de gré à gré sur des obligations, des bons du Trésor et des actions non cotées : nous trouvons les contreparties, convenons des prix et suivons chaque transaction jusqu’à son règlement et son inscription au registre.",
          points: [
            "Obligations et bons du Trésor sur FMDQ",
            "Actions de sociétés non cotées",
            "Transactions de blocs négociées",
            "Règlement et inscription au registre",
          ],
        },
        {
          title: "Rapprochement avec les teneurs de registre",
          text: "Les participations peuvent se retrouver dispersées entre différents teneurs de registre, certificats papier et anciens comptes, et des dividendes peuvent rester non réclamés. Nous travaillons avec les teneurs de registre et le dépositaire central CSCS pour retrouver les participations, corriger les registres, convertir les certificats sous forme dématérialisée et diriger le paiement des dividendes vers le bon compte.",
          points: [
            "Recherche de participations",
            "Dématérialisation des certificats d’actions",
            "Récupération des dividendes non réclamés",
            "Mise à jour des registres et des mandats de paiement",
          ],
        },
        {
          title: "Négociation sur marge",
          text: "Les clients éligibles peuvent emprunter en donnant leur portefeuille en garantie afin d’acquérir des titres supplémentaires, dans les limites fixées par la réglementation et par notre politique de crédit. La négociation sur marge amplifie les pertes autant que les gains. Avant l’ouverture d’un compte, nous en expliquons les conditions, les frais d’intérêts et le mécanisme des appels de marge, et nous surveillons les positions à chaque séance de bourse.",
          points: [
            "Financement garanti par des titres éligibles",
            "Des conditions d’intérêt et de garantie claires",
            "Un suivi quotidien des positions",
            "Des procédures d’appel de marge convenues à l’avance",
          ],
        },
      ],
    },
    approach: {
      heading: "Notre démarche",
      intro:
        "Nous appliquons le même processus à chaque client, afin que les ordres soient traités équitablement et que les registres restent exacts.",
      steps: [
        {
          title: "Ouvrir le compte dans les règles",
          text: "Nous vérifions l’identité de chaque client, cernons ses objectifs et son expérience et convenons avec lui des modalités de transmission des ordres. Les comptes sont rattachés au dépositaire central CSCS, de sorte que les avoirs sont inscrits au nom propre du client.",
        },
        {
          title: "Conseiller avant l’opération",
          text: "Avant tout ordre significatif, nos négociateurs abordent le prix, la liquidité et le moment opportun, et expliquent les risques des instruments concernés. Le client décide ; notre rôle est de veiller à ce que chaque décision soit prise en connaissance de cause.",
        },
        {
          title: "Exécuter avec soin",
          text: "Les ordres sont exécutés conformément à notre politique de meilleure exécution. Nous recherchons le meilleur résultat possible pour le client, en tenant compte du prix, du coût, de la rapidité et de la probabilité d’exécution de l’ordre.",
        },
        {
          title: "Régler et rendre compte",
          text: "Les transactions sont dénouées rapidement par l’intermédiaire de la bourse et du système de compensation. Nos clients reçoivent des avis d’opéré, des relevés réguliers et un accès en ligne à leurs données, et notre équipe des opérations résout rapidement toute anomalie.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Pourquoi nous choisir",
      intro:
        "Les investisseurs nous restent fidèles pour la qualité de notre exécution et la fiabilité de notre service.",
      items: [
        {
          title: "Membre négociateur de la NGX",
          text: "En tant que membre négociateur de la Nigerian Exchange, nous transmettons nos ordres directement sur le marché. Nos négociateurs ont traversé de nombreux cycles de marché et savent traiter les ordres de grande taille comme les titres moins liquides.",
        },
        {
          title: "Un service à tous les niveaux",
          text: "Des primo-investisseurs aux clients qui négocient ₦50 millions et plus, chaque client bénéficie de conseils clairs, de confirmations rapides et de relevés exacts. Les clients fortunés disposent en outre d’un négociateur dédié.",
        },
        {
          title: "Des registres exacts",
          text: "Notre équipe des opérations rapproche les avoirs des clients de ceux inscrits auprès des teneurs de registre et du dépositaire central CSCS, afin que nos clients puissent se fier à leurs relevés et percevoir les dividendes et les droits auxquels ils peuvent prétendre.",
        },
        {
          title: "Une recherche qui éclaire",
          text: "Nos analystes publient régulièrement des commentaires sur les entreprises et les secteurs nigérians ainsi que sur les marchés de taux. Rédigés dans un langage simple, ils expliquent le raisonnement qui sous-tend chaque opinion et exposent les risques comme les opportunités.",
        },
      ],
    },
    partners: {
      heading: "Autorités de régulation et partenaires de marché",
      intro:
        "En tant que membre négociateur de la Nigerian Exchange, nous intervenons selon ses règles et celles de la Securities and Exchange Commission, Nigeria. Nous organisons également des transactions sur produits de taux sur FMDQ, et les avoirs des clients sont compensés, réglés et conservés par l’intermédiaire du dépositaire central CSCS.",
    },
    leadership: {
      heading: "Notre direction",
      intro:
        "BGL Global Markets est dirigée par des négociateurs, des analystes financiers et des spécialistes des opérations expérimentés. Ils supervisent notre table de négociation, le service clients et les dispositifs de contrôle.",
    },
    news: {
      heading: "Actualités et analyses de marché",
      intro: "Points de marché, notes de recherche et annonces de BGL Global Markets.",
      readMore: "Lire d’autres actualités",
    },
    connect: {
      heading: "Échangeons",
      intro:
        "Pour ouvrir un compte, discuter d’une opération ou en savoir plus sur notre plateforme, adressez-vous à notre équipe. Nos négociateurs sont disponibles pendant toute la durée des séances de bourse.",
    },
    bestExecution: {
      heading: "Politique de meilleure exécution",
      paragraphs: [
        "Lorsque nous exécutons un ordre pour le compte d’un client, nous prenons toutes les mesures suffisantes pour obtenir le meilleur résultat possible. Nous tenons compte du prix, des coûts de la transaction, de la rapidité d’exécution, de la probabilité d’exécution et de règlement, ainsi que de la taille et de la nature de l’ordre. Pour la plupart des ordres de la clientèle privée, la contrepartie totale, c’est-à-dire le prix majoré des coûts, revêt la plus grande importance.",
        "Chaque ordre est enregistré et horodaté dès sa réception, puis traité rapidement, équitablement et selon son rang d’arrivée, sauf instruction contraire du client ou si les conditions de marché rendent ce traitement irréalisable. Les ordres des clients ont toujours priorité sur nos propres ordres. Lorsque des ordres sont groupés, les transactions qui en résultent sont réparties équitablement, et toute instruction spécifique d’un client, telle qu’une limite de prix, est respectée pour la partie de l’ordre qu’elle concerne.",
        "Nous contrôlons régulièrement la qualité de notre exécution en comparant les résultats obtenus aux prix de marché en vigueur et en analysant les cas qui s’en écartent. Notre fonction conformité vérifie le respect de la politique et rend compte de ses constats à la direction générale. Nous réexaminons la politique au moins une fois par an et chaque fois que les conditions de marché ou la réglementation évoluent de manière significative, et nos clients peuvent à tout moment nous demander de leur montrer comment leurs ordres ont été exécutés.",
      ],
      documentLink: "Lire la politique de meilleure exécution dans son intégralité (PDF)",
    },
    regulatoryLine:
      "BGL Securities Limited est courtier-négociant et membre négociateur de la Nigerian Exchange ; elle est réglementée par la Securities and Exchange Commission, Nigeria.",
  },
} satisfies BusinessText;
