import type { SeedPeopleText } from "./index";

/** Roles and biographies of the sample board and leadership, loaded once into a new database. */
export const people = {
  "olufemi-adeyemi-bello": {
    role: "Président du conseil d’administration",
    desc: [
      "Olufemi Adeyemi-Bello préside le conseil d’administration de BGL Group depuis 2016. Fort de plus de trente-cinq ans d’expérience dans la banque, la gouvernance d’entreprise et les finances publiques, il oriente la surveillance qu’exerce le conseil sur la stratégie, les risques et les relations du groupe avec ses autorités de régulation. Sous sa présidence, le conseil a renforcé l’organisation de ses comités et tracé une frontière plus nette entre les trois métiers et les fonctions de contrôle qui leur sont communes.",
      "Il a débuté sa carrière à la fin des années 1980 au département de financement des entreprises d’une banque d’affaires nigériane, avant de rejoindre une grande banque commerciale panafricaine, où il est devenu administrateur exécutif chargé de la banque des entreprises et du secteur public. Il a ensuite été conseiller principal d’un programme fédéral de réformes économiques, où il a travaillé sur la gestion de la dette publique et le développement du marché obligataire intérieur.",
      "Diplômé en économie de l’Université d’Ibadan et titulaire d’un master en finance obtenu dans une université britannique, Olufemi est membre titulaire (Fellow) du Chartered Institute of Bankers of Nigeria, l’institut professionnel des banquiers nigérians. Il est convaincu qu’un groupe financier bâtit sa réputation lentement, par la répétition d’un jugement sûr au fil des années, et il attend du conseil qu’il pose les questions difficiles sans attendre plutôt qu’après coup.",
    ],
    features: [
      {
        title: "Comités du conseil",
        items: [
          "Président du comité des nominations et de la gouvernance",
          "Membre du comité stratégique",
        ],
      },
    ],
  },
  "funmilayo-oduya": {
    role: "Directrice générale du groupe",
    desc: [
      "Funmilayo Oduya est directrice générale de BGL Group et, à ce titre, répond des performances de BGL Capital, de BGL Asset Management et de BGL Global Markets. Elle définit la stratégie du groupe avec le conseil d’administration, répartit les capitaux entre les métiers et dirige le comité exécutif. Sa priorité : que les clients vivent leurs échanges avec le groupe comme une relation unique, quel que soit le métier avec lequel ils travaillent.",
      "Elle a rejoint BGL en 2002 comme analyste confirmée en banque d’investissement, après six années passées au sein du département audit et conseil d’un cabinet comptable international. Au cours de la décennie suivante, elle a dirigé des émissions obligataires et des émissions d’actions pour des entreprises et des gouvernements d’États, avant de prendre la tête de BGL Capital en 2011, puis d’être nommée directrice générale du groupe en 2018. Les années passées au cœur des métiers lui ont donné une connaissance concrète de chacun d’eux.",
      "Funmilayo est membre titulaire (Fellow) de l’Institute of Chartered Accountants of Nigeria, l’ordre des experts-comptables nigérians. Diplômée en comptabilité de l’Université Obafemi Awolowo, elle est également titulaire d’un MBA obtenu dans une école de commerce de Lagos. Elle est connue pour la minutie de sa préparation et la franchise de ses échanges. À ses yeux, la gestion des risques, le développement des collaborateurs et la qualité des conseils prodigués aux clients sont les critères à l’aune desquels il convient de juger les progrès du groupe.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Stratégie du groupe et allocation des capitaux",
          "Relations clients dans les trois métiers",
          "Culture du risque et contrôle interne",
          "Développement des talents et planification de la relève",
        ],
      },
    ],
  },
  "ngozi-eze": {
    role: "Administratrice indépendante",
    desc: [
      "Ngozi Eze a rejoint le conseil d’administration de BGL Group en 2019 en qualité d’administratrice indépendante. Elle préside le comité d’audit et apporte un regard indépendant sur l’information financière, l’audit interne et les relations du groupe avec ses commissaires aux comptes. Ses collègues la savent exigeante sur le détail et patiente lorsqu’il s’agit d’expliquer pourquoi ce détail compte, pour les clients comme pour les actionnaires et les autorités de régulation.",
      "Elle compte plus de trente ans de carrière dans l’audit et les missions d’assurance. Elle a passé vingt ans au sein d’un cabinet d’audit international, dont elle est devenue associée, à la tête des missions d’audit de banques cotées, de compagnies d’assurance et de gestionnaires de fonds de pension. Elle a ensuite été directrice de l’audit interne d’un groupe industriel diversifié, où elle a mis en place une fonction d’audit fondée sur les risques, rattachée directement au comité d’audit du conseil d’administration.",
      "Diplômée en comptabilité de l’Université du Nigeria à Nsukka, Ngozi est membre titulaire (Fellow) de l’Institute of Chartered Accountants of Nigeria, l’ordre des experts-comptables nigérians, et auditrice certifiée des systèmes d’information (CISA). Elle porte une attention particulière aux contrôles qui encadrent les plateformes numériques du groupe et encourage la direction à considérer une information claire et diffusée en temps utile comme un service rendu aux clients autant que comme une obligation réglementaire.",
    ],
    features: [
      {
        title: "Comités du conseil",
        items: ["Présidente du comité d’audit", "Membre du comité de gestion des risques"],
      },
      {
        title: "Diplômes et titres professionnels",
        items: [
          "Membre titulaire (Fellow), Institute of Chartered Accountants of Nigeria",
          "Auditrice certifiée des systèmes d’information (CISA)",
          "Licence (BSc) en comptabilité, Université du Nigeria à Nsukka",
        ],
      },
    ],
  },
  "ibrahim-danjuma": {
    role: "Administrateur indépendant",
    desc: [
      "Ibrahim Danjuma est administrateur indépendant de BGL Group et préside le comité de gestion des risques. Entré au conseil d’administration en 2020, il apporte une longue expérience des finances publiques, des marchés de capitaux et du financement des infrastructures. Sa contribution porte sur la manière dont le groupe identifie, mesure et limite les risques dans ses activités de conseil, de prise ferme, de négociation et d’investissement, ainsi que sur la façon dont ces limites sont présentées au conseil.",
      "Ibrahim a commencé sa carrière au ministère fédéral des Finances, où il a travaillé sur la planification budgétaire, puis sur le cadre applicable à l’endettement des entités infranationales. Il a ensuite rejoint une institution de financement du développement, où il a dirigé l’équipe chargée des investissements d’infrastructure dans le nord du Nigeria, en structurant des financements à long terme pour des projets d’électricité, d’eau et de transport aux côtés de gouvernements d’États et de bailleurs de fonds internationaux.",
      "Diplômé en économie de l’Université Ahmadu Bello de Zaria et titulaire d’un master en politiques publiques obtenu à l’étranger, il est membre associé du Chartered Institute of Stockbrokers, l’institut professionnel des courtiers en valeurs mobilières du Nigeria. Ibrahim est posé et méthodique. Il rappelle souvent au conseil qu’un mandat pour le secteur public crée des obligations envers les citoyens autant qu’envers le responsable qui signe la lettre de mission.",
    ],
    features: [
      {
        title: "Comités du conseil",
        items: [
          "Président du comité de gestion des risques",
          "Membre du comité d’audit",
          "Membre du comité des nominations et de la gouvernance",
        ],
      },
    ],
  },
  "chinedu-okafor": {
    role: "Administrateur non exécutif",
    desc: [
      "Chinedu Okafor est administrateur non exécutif de BGL Group depuis 2017. Entrepreneur et investisseur, il apporte le point de vue d’un chef d’entreprise qui a levé des capitaux, constitué des équipes et cédé une société. Il aide le conseil à confronter les services du groupe à ce que les fondateurs et les entreprises familiales attendent réellement d’un partenaire financier, et à la manière dont ils souhaitent être servis.",
      "Au début des années 1990, il a fondé à Onitsha une entreprise de distribution de biens de consommation, dont il a fait un réseau approvisionnant des détaillants dans tout le Sud-Est et le Sud-Sud du pays. Après avoir cédé une participation majoritaire à un investisseur stratégique, il a créé une société d’investissement privée présente dans l’industrie manufacturière, l’agriculture et l’immobilier. Il a également siégé au conseil d’administration de plusieurs sociétés non cotées.",
      "Chinedu a étudié l’administration des affaires à l’Université Nnamdi Azikiwe, puis suivi un programme de formation pour dirigeants consacré à la gouvernance des entreprises familiales. Son style est direct et son approche, pragmatique. Au sein du conseil, il suit de près l’action du groupe auprès des petites et moyennes entreprises, la préparation de la succession dans les entreprises familiales et la préservation du patrimoine privé d’une génération à l’autre.",
    ],
  },
  "tolulope-ajayi": {
    role: "Directrice générale",
    desc: [
      "Tolulope Ajayi est directrice générale de BGL Capital, le pôle de banque d’investissement du groupe. Elle dirige l’équipe qui conseille les entreprises, les banques, le gouvernement fédéral et les gouvernements des États en matière de levée de capitaux, de prise ferme, de fusions et acquisitions, de financements structurés et de conseil en transactions. Elle est responsable de la couverture de la clientèle, du portefeuille d’opérations en préparation et des normes d’exécution que les clients et les autorités de régulation sont en droit d’attendre.",
      "Elle a débuté sa carrière à la trésorerie d’une grande banque panafricaine avant de rejoindre le département de banque d’investissement d’une société de bourse régionale, où elle a participé à certaines des premières émissions d’obligations d’entreprises sur le marché nigérian. Entrée chez BGL Capital en 2009, elle y a dirigé pendant huit ans l’équipe des marchés de capitaux de dette, avant d’être nommée directrice générale en 2018.",
      "Diplômée en économie de l’Université de Lagos, Tolulope est titulaire d’un MBA obtenu dans une école de commerce britannique ainsi que de la charte CFA. Elle estime qu’un bon conseil consiste parfois à recommander à un client d’attendre, de revoir la structure de son opération ou d’opter pour une transaction de moindre envergure. Ses équipes sont réputées pour la rigueur de leur documentation et pour rester proches de leurs clients bien après la clôture d’une opération.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Marchés de capitaux de dette et d’actions",
          "Fusions et acquisitions",
          "Financement du secteur public et des infrastructures",
          "Couverture de la clientèle et normes d’exécution",
        ],
      },
    ],
  },
  "emeka-nwosu": {
    role: "Directeur des marchés de capitaux de dette",
    desc: [
      "Emeka Nwosu est directeur des marchés de capitaux de dette de BGL Capital. Il dirige l’origination, la structuration et l’exécution d’émissions d’obligations, de billets de trésorerie et de sukuk pour des entreprises, des banques et des gouvernements d’États. Son équipe accompagne le client dès le premier échange sur un besoin de financement, puis tout au long de la notation, de l’approbation réglementaire, de la constitution du livre d’ordres et de l’admission à la cote, jusqu’aux obligations d’information qui suivent l’émission.",
      "Emeka a débuté comme analyste en produits de taux chez un spécialiste en valeurs du Trésor à Lagos, où il déterminait le prix des titres d’État et élaborait des modèles de courbe des taux. Il a ensuite passé cinq ans au sein de l’équipe des marchés de capitaux de dette de la filiale africaine d’une banque d’investissement internationale, où il a travaillé sur des opérations en euro-obligations et en monnaie locale dans toute l’Afrique de l’Ouest. Il a rejoint BGL Capital en 2014 et dirige son équipe dette depuis 2019.",
      "Il est diplômé en mathématiques de l’Université de Benin, titulaire d’un master en ingénierie financière et de la charte CFA. D’un tempérament analytique, Emeka porte une attention particulière à la conception des engagements financiers et à la structure de remboursement. Il voit dans le marché obligataire intérieur l’un des moyens les plus efficaces, pour les émetteurs nigérians, d’adosser des actifs à long terme à des financements de même horizon.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Obligations d’entreprises et de banques",
          "Programmes obligataires des États",
          "Programmes de billets de trésorerie",
          "Sukuk et obligations vertes",
        ],
      },
    ],
  },
  "aisha-lawal": {
    role: "Directrice des fusions et acquisitions",
    desc: [
      "Aisha Lawal est directrice des fusions et acquisitions de BGL Capital. Elle conseille acquéreurs, cédants et conseils d’administration dans le cadre d’acquisitions, de cessions, de fusions et de restructurations ; son intervention couvre l’évaluation, la négociation, les autorisations réglementaires et le rapprochement des deux organisations. Elle possède une expertise approfondie des secteurs de l’électricité, des télécommunications et de la logistique, où les opérations sont souvent longues, techniques et étroitement encadrées.",
      "Aisha s’est formée au sein du département de conseil en transactions d’un cabinet international de services professionnels, où elle réalisait des vérifications préalables financières pour des fonds de capital-investissement et des groupes multinationaux s’implantant au Nigeria. Elle a ensuite rejoint l’équipe de développement stratégique d’une société industrielle cotée, où elle a participé à plusieurs acquisitions, côté acquéreur. Entrée chez BGL Capital en 2015, elle a pris la tête de son équipe fusions et acquisitions en 2020.",
      "Diplômée en comptabilité de l’Université Bayero de Kano, elle est titulaire d’un master en finance et membre associée de l’Institute of Chartered Accountants of Nigeria, l’ordre des experts-comptables nigérians. Aisha est calme dans la négociation et précise dans sa préparation. Convaincue que la plupart des opérations réussissent ou échouent sur l’intégration, elle encourage ses clients à planifier leurs cent premiers jours avant la signature.",
    ],
  },
  "kunle-adebanjo": {
    role: "Vice-président associé, conseil au secteur public",
    desc: [
      "Kunle Adebanjo est vice-président associé au sein de l’équipe de conseil au secteur public de BGL Capital. Il travaille avec les ministères, administrations et organismes fédéraux et des États sur leur stratégie de financement, les partenariats public-privé, la gestion de la dette et la réforme des retraites. Son rôle couvre la modélisation financière, l’analyse des options et la préparation des documents dont les organismes publics ont besoin pour obtenir les approbations, mener leurs procédures de passation de marchés et échanger avec les investisseurs.",
      "Il a commencé sa carrière comme analyste au service de planification du ministère des Finances d’un État, avant de rejoindre le pôle de conseil en infrastructures d’un cabinet de conseil international. Il y a contribué à la préparation de projets de transport, de santé et de logement réalisés dans le cadre de partenariats public-privé. Entré chez BGL Capital en 2019, il a travaillé sur les mandats du groupe relatifs à la réforme des retraites d’un État et à un centre hospitalier universitaire.",
      "Diplômé en génie civil de l’Université d’Ilorin et titulaire d’un master en économie du développement, Kunle est candidat au programme CFA. Il allie l’attention que porte un ingénieur à la construction et à l’entretien des ouvrages au regard du financier sur la manière de les payer. Il est convaincu que des projets publics bien préparés attirent les capitaux privés à des conditions plus équitables.",
    ],
  },
  "yetunde-akinola": {
    role: "Directrice générale",
    desc: [
      "Yetunde Akinola est directrice générale de BGL Asset Management, qui gère le patrimoine de clients privés, des portefeuilles institutionnels et des fonds spécialisés, notamment des fonds communs de placement, des fonds en dollars, des fonds éthiques, des fonds de dotation et des fiducies. Elle est responsable de la stratégie, de la gouvernance des investissements et du service client, et préside le comité d’investissement. Elle privilégie des portefeuilles gérés avec discipline et une information claire plutôt que les classements à court terme.",
      "Elle a débuté sa carrière comme analyste actions dans une société de bourse de Lagos, avant de se tourner vers la gestion de portefeuille chez un gestionnaire de fonds de pension, où elle gérait des portefeuilles obligataires et actions pour des comptes d’épargne retraite. Elle a rejoint BGL Asset Management en 2008 en tant que responsable des portefeuilles institutionnels, y a développé l’activité dédiée aux fonds de dotation et aux fiducies, puis a été nommée directrice générale en 2017.",
      "Diplômée en économie de l’Université Obafemi Awolowo, Yetunde est titulaire d’un master en gestion des investissements et de la charte CFA. Elle estime que les objectifs d’un client, ses engagements et sa tolérance aux pertes doivent façonner un portefeuille avant toute opinion sur les marchés. Elle accompagne en tant que mentor nombre des jeunes professionnels de l’investissement de la société et soutient activement le programme du groupe destiné aux jeunes diplômés.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Gouvernance des investissements",
          "Mandats institutionnels et fonds de dotation",
          "Fonds spécialisés et fonds éthiques",
          "Information des clients",
        ],
      },
    ],
  },
  "obinna-chukwu": {
    role: "Directeur des investissements",
    desc: [
      "Obinna Chukwu est directeur des investissements de BGL Asset Management. Il dirige l’équipe de gestion sur les produits de taux, les actions et les actifs alternatifs, définit les orientations de la maison en matière d’allocation d’actifs et supervise la construction des portefeuilles des fonds et des mandats dédiés. Il veille à ce que chaque portefeuille soit géré conformément à ses objectifs déclarés, à ses limites de risque et aux exigences réglementaires.",
      "Obinna a débuté sa carrière à la table de négociation de taux d’une grande banque panafricaine, où il traitait des bons du Trésor et des obligations d’État, avant de passer du côté des investisseurs comme gérant de portefeuille au sein de la filiale d’investissement d’une compagnie d’assurance. Il a ensuite géré des portefeuilles multi-actifs pour une société de gestion régionale dont les clients se trouvaient au Nigeria et au Ghana. Il a rejoint BGL Asset Management en 2016 et en est devenu le directeur des investissements en 2021.",
      "Diplômé en statistique de l’Université du Nigeria à Nsukka et titulaire d’un master en finance, il détient la charte CFA ainsi que la certification de gestionnaire des risques financiers (FRM). Sceptique à l’égard des prévisions, Obinna privilégie les portefeuilles capables de résister à des scénarios variés. Il accorde une importance particulière à la liquidité, aux rendements après inflation et à une explication claire des décisions d’investissement auprès des clients.",
    ],
  },
  "hauwa-abdullahi": {
    role: "Responsable de la gestion de fortune privée",
    desc: [
      "Hauwa Abdullahi est responsable de la gestion de fortune privée de BGL Asset Management. Elle dirige l’équipe au service des particuliers, des familles et de leurs entreprises, qui réunit gestion des investissements, planification de l’épargne, fiducies et organisation de la transmission. Son équipe noue des relations durables, souvent avec deux ou trois générations d’une même famille, et travaille aux côtés des avocats et des conseillers fiscaux des clients lorsque leur situation l’exige.",
      "Elle a débuté sa carrière au département de banque privée d’une grande banque panafricaine à Abuja, au service de chefs d’entreprise et de cadres de haut niveau. Elle a ensuite dirigé l’équipe de conseil patrimonial d’une société fiduciaire, où elle a travaillé sur la planification successorale, l’administration de fiducies et les fondations caritatives. Hauwa a rejoint BGL Asset Management en 2017 pour développer l’activité de gestion de fortune privée à Abuja, et dirige l’équipe à l’échelle nationale depuis 2021.",
      "Diplômée en administration des affaires de l’Université d’Abuja et titulaire d’un diplôme de troisième cycle en gestion de patrimoine, Hauwa est membre associée du Chartered Institute of Stockbrokers, l’institut professionnel des courtiers en valeurs mobilières du Nigeria. Lors d’un premier rendez-vous, elle écoute plus qu’elle ne parle. Elle estime que les clients sont en droit de comprendre chacun des produits qu’ils détiennent, tous les frais qu’ils paient et la manière dont leur patrimoine est protégé.",
    ],
    features: [
      {
        title: "Diplômes et titres professionnels",
        items: [
          "Diplôme de troisième cycle en gestion de patrimoine",
          "Membre associée, Chartered Institute of Stockbrokers",
          "Licence (BSc) en administration des affaires, Université d’Abuja",
        ],
      },
    ],
  },
  "segun-falana": {
    role: "Responsable de la recherche",
    desc: [
      "Segun Falana est responsable de la recherche de BGL Asset Management. Il dirige l’équipe qui fournit des analyses économiques, obligataires et actions aux gérants de portefeuille du groupe, à ses conseillers en gestion de fortune privée et à ses clients institutionnels. Ses travaux portent sur la politique monétaire, l’inflation, le taux de change, les finances publiques et les perspectives des secteurs représentés sur la Nigerian Exchange.",
      "Segun a débuté sa carrière comme économiste au département de recherche d’une grande banque panafricaine, où il rédigeait des études sur l’économie nigériane et le secteur bancaire. Il a ensuite dirigé la recherche actions d’une société de bourse de Lagos, où il suivait les banques, les biens de consommation et les valeurs industrielles. Il a rejoint BGL Asset Management en 2018 et a pris la tête de son équipe de recherche un an plus tard.",
      "Diplômé en économie de l’Université d’Ibadan, il est titulaire d’un master en économie obtenu dans une université britannique ainsi que de la charte CFA. Segun écrit simplement et distingue les faits des opinions. Il estime que la recherche gagne la confiance lorsqu’elle expose ouvertement ses hypothèses, revoit honnêtement ses prévisions et explique ce qui pourrait faire évoluer son point de vue.",
    ],
  },
  "babatunde-ogunleye": {
    role: "Directeur général",
    desc: [
      "Babatunde Ogunleye est directeur général de BGL Global Markets, le pôle titres du groupe, dont la dénomination sociale est BGL Securities Limited. Il dirige ses activités de courtage, de produits de taux, de négociation de gré à gré, de négociation sur marge, de financement participatif et de négociation numérique. Il répond du respect des règles de conduite sur les marchés, de la protection des actifs des clients et de la position de la société en tant que membre négociateur de la Nigerian Exchange.",
      "Babatunde compte plus de vingt-cinq ans d’expérience sur le marché des capitaux nigérian. Il a débuté comme employé de négociation sur le parquet de la bourse de Lagos, a obtenu le titre de courtier en valeurs mobilières, puis est devenu responsable de la négociation d’une société de courtage de taille moyenne. Il a rejoint BGL en 2005, a dirigé pendant plusieurs années le service dédié à la clientèle fortunée, puis a été nommé directeur général de BGL Global Markets en 2016.",
      "Diplômé en banque et finance de l’Université de Lagos et titulaire d’un MBA, il est membre titulaire (Fellow) du Chartered Institute of Stockbrokers, l’institut professionnel des courtiers en valeurs mobilières du Nigeria. Babatunde a traversé plusieurs cycles de marché et en parle sans dramatiser. Il considère que la meilleure exécution, l’exactitude des registres et la rapidité du règlement sont les fondements de la réputation d’un courtier, et que la technologie doit élargir l’accès aux marchés sans abaisser les exigences.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Courtage et conduite sur les marchés",
          "Services à la clientèle fortunée",
          "Négociation de produits de taux et de gré à gré",
          "Accès numérique et financement participatif",
        ],
      },
    ],
  },
  "chiamaka-obi": {
    role: "Responsable de la négociation",
    desc: [
      "Chiamaka Obi est responsable de la négociation de BGL Global Markets. Elle dirige l’équipe de négociateurs qui exécute les ordres des clients sur actions et produits de taux, sur la Nigerian Exchange et sur le marché de gré à gré, et supervise le portefeuille de négociation sur marge. Ses responsabilités couvrent la qualité d’exécution, les limites de négociation et les contrôles quotidiens qui garantissent la concordance des ordres, des positions et des règlements des clients.",
      "Elle a débuté sa carrière comme négociatrice dans une société de bourse de Lagos, avant de rejoindre la table de négociation de taux d’une grande banque panafricaine, où elle traitait des obligations d’État et des bons du Trésor avec des contreparties institutionnelles. Entrée chez BGL Global Markets en 2013 comme négociatrice confirmée, elle a pris la responsabilité de la table de taux en 2017 et dirige l’ensemble de l’équipe de négociation depuis 2020.",
      "Diplômée en économie de l’Université Nnamdi Azikiwe, Chiamaka est membre associée du Chartered Institute of Stockbrokers, l’institut professionnel des courtiers en valeurs mobilières du Nigeria. Ses collègues la décrivent comme rapide, posée et rigoureuse. Elle estime que les clients jugent une table de négociation sur de petites choses faites avec constance : un prix équitable, une confirmation claire et une réponse franche lorsque le marché manque de profondeur.",
    ],
  },
  "zainab-yusuf": {
    role: "Responsable des plateformes numériques",
    desc: [
      "Zainab Yusuf est responsable des plateformes numériques de BGL Global Markets. Elle dirige les équipes produit et ingénierie qui développent la plateforme de négociation numérique du groupe et son service de financement participatif, grâce auxquels les clients ouvrent et alimentent leur compte, négocient des titres et suivent leur portefeuille en ligne. Elle est responsable de la fiabilité, de la sécurité et de la facilité d’utilisation des plateformes, et veille à ce que chaque fonctionnalité respecte les exigences réglementaires.",
      "Zainab a débuté sa carrière comme ingénieure logiciel dans une société de paiement de Lagos, où elle concevait des systèmes de transactions par carte et par téléphone mobile. Elle a ensuite dirigé la gestion des produits d’une société de crédit numérique, puis de la filiale technologique d’une grande banque panafricaine, où elle supervisait l’application mobile destinée aux particuliers. Elle a rejoint BGL Global Markets en 2021 pour refondre son service de négociation en ligne.",
      "Diplômée en informatique de l’Université Ahmadu Bello de Zaria, elle est titulaire d’un master en systèmes d’information. Zainab associe ses collègues de la conformité et des opérations dès le lancement de chaque projet, plutôt qu’à son terme. Elle estime qu’une bonne plateforme d’investissement doit aider ceux qui investissent pour la première fois à comprendre ce qu’ils achètent, et pas seulement leur permettre d’acheter plus vite.",
    ],
    features: [
      {
        title: "Domaines d’intervention",
        items: [
          "Plateforme de négociation numérique",
          "Financement participatif",
          "Entrée en relation et vérification de l’identité des clients",
          "Cybersécurité et résilience des plateformes",
        ],
      },
    ],
  },
  "ifeanyi-mbah": {
    role: "Responsable des opérations et des services de registre",
    desc: [
      "Ifeanyi Mbah est responsable des opérations et des services de registre de BGL Global Markets. Il dirige les équipes chargées du règlement des transactions, de la tenue des comptes d’actifs des clients, des opérations sur titres et du rapprochement avec les teneurs de registre et le dépositaire central de titres. Son travail garantit que ce que détient un client, ce qu’indiquent les registres et ce que montrent les propres livres du groupe concordent en tout point.",
      "Ifeanyi a débuté sa carrière chez un teneur de registre de Lagos, où il s’occupait du paiement des dividendes, des attributions d’actions gratuites et de la vérification des registres d’actionnaires. Il a ensuite rejoint le service de règlement d’une grande société de courtage, où il a piloté la migration des dossiers clients vers des systèmes électroniques. Entré chez BGL Global Markets en 2011, il en dirige les opérations depuis 2016, y compris le service de rapprochement auprès des teneurs de registre destiné aux clients détenant des titres dormants ou non réclamés.",
      "Diplômé en comptabilité de l’Université des sciences et technologies de l’État d’Enugu, il est membre associé du Chartered Institute of Stockbrokers, l’institut professionnel des courtiers en valeurs mobilières du Nigeria. Patient et minutieux, Ifeanyi garde son calme sous la pression. Il considère que c’est dans les opérations que la confiance d’un client se confirme ou se perd, et il juge son équipe aux erreurs qui n’atteignent jamais un client.",
    ],
  },
} satisfies SeedPeopleText;
