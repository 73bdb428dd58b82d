import type { SeedMilestoneTexts } from "../milestones";

/** Headings, descriptions and roles of the track record (fictional sample transactions). */
export const milestones = {
  "lagos-infrastructure-bond": {
    heading: "Programme d’obligations d’infrastructure de l’État de Lagos",
    text: "Dans le cadre du programme d’émission de titres de créance de l’État, BGL Capital a dirigé l’émission d’une obligation à taux fixe à dix ans destinée à financer des projets de voirie, de transport et d’assainissement pluvial. L’offre, qui a suscité une forte demande de la part des fonds de pension et des assureurs, a été sursouscrite, et les obligations ont été admises à la cote de la Nigerian Exchange et de FMDQ.",
    role: "Chef de file",
  },
  "agro-processor-commercial-paper": {
    heading: "Programme de billets de trésorerie pour un groupe agro-industriel intégré",
    text: "BGL Capital assure l’arrangement d’un programme de billets de trésorerie pour un groupe agro-industriel intégré, afin de financer ses achats de céréales et de manioc pendant les périodes de récolte. Ce programme offre à la société un financement à court terme souple, adapté à son cycle d’exploitation. L’enregistrement est achevé et la première série est en cours de placement auprès d’investisseurs institutionnels.",
    role: "Arrangeur",
  },
  "power-distribution-acquisition": {
    heading: "Acquisition d’une participation majoritaire dans un distributeur d’électricité",
    text: "BGL Capital a conseillé un consortium d’investisseurs en infrastructures dans le cadre de l’acquisition d’une participation de contrôle dans une société de distribution d’électricité. La mission a porté sur l’évaluation, la structure de financement, la négociation avec les cédants et les autorisations réglementaires. L’opération a été finalisée en 2021, et les nouveaux actionnaires ont lancé un programme d’investissement dans le réseau et dans le comptage.",
    role: "Conseiller financier de l’acquéreur",
  },
  "fibre-network-rights-issue": {
    heading:
      "Augmentation de capital avec droits préférentiels de souscription pour un opérateur coté de réseau de fibre optique",
    text: "BGL Capital a dirigé une augmentation de capital avec droits préférentiels de souscription pour une société cotée d’infrastructures de télécommunications, afin de financer l’extension de son réseau de fibre optique à de nouvelles villes. L’opération a été intégralement souscrite, les demandes à titre réductible dépassant le nombre d’actions non souscrites à titre irréductible, et le produit de l’émission a permis à la société de se développer sans alourdir son endettement.",
    role: "Co-chef de file",
  },
  "state-pension-reform-advisory": {
    heading: "Mise en place d’un régime de retraite contributif pour un gouvernement d’État",
    text: "BGL Capital a conseillé un gouvernement d’État dans le passage de ses agents à un régime de retraite contributif. La mission comprenait l’examen des engagements de retraite accumulés, un plan de financement de ces engagements au moyen d’une obligation dédiée aux droits à la retraite et la conception de la gouvernance du régime. La réforme a été approuvée par l’assemblée de l’État et mise en œuvre en 2020.",
    role: "Conseiller de l’opération",
  },
  "cement-manufacturer-bond": {
    heading: "Obligation d’entreprise à sept ans pour un cimentier",
    text: "BGL Capital a dirigé l’émission d’une obligation à taux fixe à sept ans pour un grand cimentier, destinée à refinancer des prêts bancaires à court terme et à financer une nouvelle ligne de production. Notée en catégorie investissement, l’émission a été sursouscrite lors de la constitution du livre d’ordres et a allongé la maturité moyenne de la dette de la société.",
    role: "Chef de file",
  },
  "teaching-hospital-ppp": {
    heading: "Partenariat public-privé pour un centre hospitalier universitaire fédéral",
    text: "BGL Capital conseille un centre hospitalier universitaire fédéral sur un partenariat public-privé visant à construire et à équiper un centre de diagnostic et de soins spécialisés. Le mandat couvre l’étude d’opportunité, la procédure de sélection d’un partenaire privé et la structure de financement. Un soumissionnaire pressenti a été retenu et les préparatifs du bouclage financier sont en cours.",
    role: "Conseiller financier",
  },
  "bank-tier-two-capital": {
    heading: "Levée de fonds propres de catégorie 2 pour une banque commerciale nationale",
    text: "BGL Capital a codirigé une émission d’obligations subordonnées qui a renforcé les fonds propres de catégorie 2 d’une banque commerciale titulaire d’un agrément national. Ces titres à dix ans, remboursables par anticipation au gré de l’émetteur au bout de cinq ans, ont consolidé la solvabilité de la banque en amont de la croissance prévue de ses crédits. L’émission a été intégralement souscrite par des fonds de pension, des sociétés de gestion et des assureurs.",
    role: "Co-chef de file",
  },
  "fintech-private-placement": {
    heading: "Placement privé de capitaux de croissance pour une société de paiement numérique",
    text: "BGL Capital a levé des capitaux de croissance pour une société de paiement numérique établie à Lagos, au moyen d’un placement privé auprès d’institutions de financement du développement et de fonds régionaux de capital-risque. La société consacre ces fonds à l’extension de son réseau de commerçants et au renforcement de ses dispositifs de conformité. Le tour de table a été finalisé en 2024, à l’issue de vérifications préalables approfondies.",
    role: "Agent placeur unique",
  },
  "logistics-merger": {
    heading: "Fusion de deux sociétés de logistique nigérianes",
    text: "BGL Capital a conseillé la fusion de deux sociétés de logistique dont les réseaux de transport routier de marchandises et d’entreposage étaient complémentaires. La mission a porté sur l’évaluation des deux sociétés, la parité d’échange et l’obtention de l’approbation de la Securities and Exchange Commission, Nigeria. La nouvelle entité a achevé son intégration en moins de dix-huit mois.",
    role: "Conseiller financier principal",
  },
  "pension-fixed-income-mandate": {
    heading: "Mandat de gestion obligataire pour un gestionnaire de fonds de pension",
    text: "BGL Asset Management a été choisie pour gérer un portefeuille dédié de produits de taux pour le compte d’un gestionnaire de fonds de pension. Le mandat est investi en obligations du gouvernement fédéral et des États ainsi qu’en titres de créance d’entreprises de première qualité, dans les limites fixées par la réglementation des retraites, en privilégiant la liquidité et un revenu régulier au service de l’épargne retraite.",
    role: "Gestionnaire de portefeuille",
  },
  "university-endowment-mandate": {
    heading: "Mandat de gestion du fonds de dotation d’une université privée",
    text: "BGL Asset Management gère le fonds de dotation d’une université privée, qui finance des bourses d’études et des chaires de recherche. La politique d’investissement, arrêtée avec le conseil d’administration de l’université, concilie les besoins de dépenses courantes et la préservation de la valeur réelle du fonds dans la durée. Des rapports trimestriels sont adressés au comité d’investissement de ce conseil.",
  },
  "balanced-income-fund": {
    heading: "Lancement du BGL Balanced Income Fund",
    text: "BGL Asset Management a lancé un fonds commun de placement équilibré, enregistré auprès de la Securities and Exchange Commission, Nigeria, qui investit dans des instruments du marché monétaire, des obligations et des actions cotées. Le fonds s’adresse aux épargnants particuliers qui recherchent un revenu régulier assorti d’une certaine croissance à long terme. Sa valeur évolue avec les marchés et ses rendements ne sont pas garantis.",
    role: "Gestionnaire du fonds",
  },
  "dollar-income-fund": {
    heading: "Lancement d’un fonds de revenu libellé en dollars",
    text: "BGL Asset Management a lancé un fonds en dollars destiné aux investisseurs qui souhaitent détenir une partie de leur épargne en dollars américains. Le fonds investit principalement dans des euro-obligations émises par le gouvernement fédéral et par des entreprises nigérianes, ainsi que dans des dépôts en dollars. Dès sa première année, il a attiré des particuliers, des entreprises et des investisseurs institutionnels.",
    role: "Gestionnaire du fonds",
  },
  "insurer-portfolio-mandate": {
    heading: "Mandat de gestion de portefeuille pour un assureur non-vie",
    text: "BGL Asset Management gère une partie des actifs de placement d’une compagnie d’assurance non-vie, en les adossant à la duration de ses engagements envers les assurés. Le portefeuille se compose de bons du Trésor, d’obligations d’État et d’entreprises et de dépôts bancaires ; il est géré dans le respect de l’appétence au risque de l’assureur et des règles de solvabilité fixées par l’autorité de contrôle du secteur.",
  },
  "family-office-mandate": {
    heading: "Mandat multi-actifs pour un bureau de gestion de patrimoine familial",
    text: "BGL Asset Management a été choisie par le bureau de gestion de patrimoine d’une famille nigériane pour gérer un portefeuille multi-actifs détenu en dollars américains. Le mandat associe produits de taux internationaux, actions à dividendes et liquidités, et accompagne les projets de la famille en matière de transmission et de philanthropie. Les comptes rendus de gestion intègrent également les avoirs de la famille en naira.",
  },
  "state-savings-trust": {
    heading: "Fiducie d’épargne pour les générations futures créée par un gouvernement d’État",
    text: "BGL Asset Management a été choisie pour gérer une fiducie d’épargne créée par un gouvernement d’État afin de préserver une partie de ses recettes au profit des générations futures. Le portefeuille est régi par un acte de fiducie et placé sous l’autorité d’un conseil de fiduciaires indépendant, avec un horizon long et des limites strictes en matière de risque et de liquidité.",
  },
  "ethical-equity-fund": {
    heading: "Lancement d’un fonds actions éthique",
    text: "BGL Asset Management a lancé un fonds actions éthique qui investit dans des sociétés cotées sur la Nigerian Exchange, après exclusion de secteurs tels que le tabac, les jeux d’argent et l’alcool. Chaque ligne du portefeuille est également évaluée au regard de ses pratiques en matière de gouvernance et d’environnement. Le fonds convient aux investisseurs de long terme qui acceptent que le cours des actions puisse monter comme baisser.",
  },
} satisfies SeedMilestoneTexts;
