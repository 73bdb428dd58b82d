import type { SeedMilestoneTexts } from "../milestones";

/** Headings, descriptions and roles of the track record (fictional sample transactions). */
export const milestones = {
  "lagos-infrastructure-bond": {
    heading: "Programa de bonos de infraestructuras del Estado de Lagos",
    text: "BGL Capital dirigió la emisión de un bono a tipo fijo a diez años, en el marco del programa de emisión de deuda del Estado, para financiar proyectos de carreteras, transporte y drenaje. La oferta suscitó una fuerte demanda de fondos de pensiones y aseguradoras y quedó sobresuscrita, y los bonos se admitieron a cotización en la Nigerian Exchange y en FMDQ.",
    role: "Entidad directora principal",
  },
  "agro-processor-commercial-paper": {
    heading: "Programa de pagarés para un grupo agroindustrial integrado",
    text: "BGL Capital está estructurando un programa de pagarés para un grupo agroindustrial integrado, destinado a financiar la compra de cereales y yuca durante las campañas de cosecha. El programa proporciona a la empresa una financiación flexible a corto plazo, adaptada a su ciclo de capital circulante. El registro ya se ha completado y la primera serie se está colocando entre inversores institucionales.",
    role: "Entidad estructuradora",
  },
  "power-distribution-acquisition": {
    heading: "Adquisición de una participación mayoritaria en una distribuidora eléctrica",
    text: "BGL Capital asesoró a un consorcio de inversión en infraestructuras en la adquisición de una participación de control en una empresa de distribución de electricidad. El trabajo abarcó la valoración, la estructura de financiación, la negociación con los vendedores y las autorizaciones regulatorias. La operación se cerró en 2021, y los nuevos propietarios iniciaron un programa de inversión en la red y de instalación de contadores.",
    role: "Asesor financiero del comprador",
  },
  "fibre-network-rights-issue": {
    heading: "Ampliación de capital con derechos para un operador cotizado de redes de fibra",
    text: "BGL Capital dirigió una ampliación de capital con derechos de suscripción preferente para una empresa cotizada de infraestructuras de telecomunicaciones, con el fin de financiar la extensión de su red de fibra a nuevas ciudades. La emisión se suscribió íntegramente, con solicitudes de acciones adicionales superiores a las que quedaron sin suscribir, y los fondos obtenidos permitieron a la empresa crecer sin aumentar su endeudamiento.",
    role: "Entidad codirectora",
  },
  "state-pension-reform-advisory": {
    heading: "Reforma de las pensiones hacia un sistema contributivo para un gobierno estatal",
    text: "BGL Capital asesoró a un gobierno estatal en la transición de su plantilla a un sistema de pensiones contributivo. El trabajo incluyó la revisión de los pasivos por pensiones devengadas, un plan para financiarlos mediante un bono de prestaciones de jubilación y el diseño del gobierno del sistema. La reforma fue aprobada por la asamblea del estado y se puso en marcha en 2020.",
    role: "Asesor de la operación",
  },
  "cement-manufacturer-bond": {
    heading: "Bono corporativo a siete años para un fabricante de cemento",
    text: "BGL Capital dirigió la emisión de un bono a tipo fijo a siete años para un destacado fabricante de cemento, con el fin de refinanciar préstamos bancarios a corto plazo y financiar una nueva línea de producción. La emisión obtuvo una calificación de grado de inversión, quedó sobresuscrita durante la formación del libro de órdenes y alargó el vencimiento medio de la deuda de la empresa.",
    role: "Entidad directora principal",
  },
  "teaching-hospital-ppp": {
    heading: "Asociación público-privada para un hospital universitario federal",
    text: "BGL Capital asesora a un hospital universitario federal en una asociación público-privada para construir y equipar un centro de diagnóstico y atención especializada. El mandato abarca el estudio de viabilidad, el proceso de contratación de un socio privado y la estructura de financiación. Ya se ha seleccionado a un licitador preferente y están en marcha los preparativos para el cierre financiero.",
    role: "Asesor financiero",
  },
  "bank-tier-two-capital": {
    heading: "Captación de capital de nivel 2 para un banco comercial nacional",
    text: "BGL Capital codirigió una emisión de bonos subordinados que reforzó el capital de nivel 2 de un banco comercial con licencia nacional. Los títulos a diez años, amortizables anticipadamente a opción del emisor a partir del quinto año, sostuvieron la solvencia del banco de cara al crecimiento previsto de su cartera crediticia. La emisión fue suscrita íntegramente por fondos de pensiones, gestoras de activos y aseguradoras.",
    role: "Entidad codirectora",
  },
  "fintech-private-placement": {
    heading: "Colocación de capital de crecimiento para una empresa de pagos digitales",
    text: "BGL Capital captó capital de crecimiento para una empresa de pagos digitales con sede en Lagos mediante una colocación privada entre instituciones financieras de desarrollo y fondos regionales de capital riesgo. La empresa destina los fondos a ampliar su red de comercios y a reforzar sus sistemas de cumplimiento normativo. La ronda se cerró en 2024 tras un minucioso proceso de diligencia debida.",
    role: "Entidad colocadora única",
  },
  "logistics-merger": {
    heading: "Fusión de dos empresas logísticas nacionales",
    text: "BGL Capital asesoró en la fusión de dos empresas logísticas con redes complementarias de transporte por carretera y almacenamiento. El trabajo abarcó la valoración de ambas empresas, la ecuación de canje de las acciones y la obtención de la autorización de la Securities and Exchange Commission, Nigeria. La sociedad resultante completó su integración en dieciocho meses.",
    role: "Asesor financiero principal",
  },
  "pension-fixed-income-mandate": {
    heading: "Mandato de renta fija para una administradora de fondos de pensiones",
    text: "BGL Asset Management fue designada para gestionar una cartera segregada de renta fija por cuenta de una administradora de fondos de pensiones. El mandato invierte en bonos del gobierno federal y de los gobiernos estatales y en deuda corporativa de alta calidad crediticia, dentro de los límites fijados por la normativa de pensiones, con especial atención a la liquidez y a la obtención de ingresos estables para el ahorro de jubilación.",
    role: "Gestora de la cartera",
  },
  "university-endowment-mandate": {
    heading: "Mandato de gestión del fondo de dotación de una universidad privada",
    text: "BGL Asset Management gestiona el fondo de dotación de una universidad privada, que financia becas y cátedras de investigación. La política de inversión, acordada con el patronato de la universidad, equilibra las necesidades de gasto actuales con la preservación del valor real del fondo a lo largo del tiempo. Los informes trimestrales se remiten a la comisión de inversiones del patronato.",
  },
  "balanced-income-fund": {
    heading: "Lanzamiento del fondo BGL Balanced Income Fund",
    text: "BGL Asset Management lanzó un fondo de inversión mixto, registrado ante la Securities and Exchange Commission, Nigeria, que invierte en instrumentos del mercado monetario, bonos y acciones cotizadas. El fondo está dirigido a ahorradores particulares que buscan ingresos periódicos con cierto crecimiento a largo plazo. Su valor fluctúa con los mercados y la rentabilidad no está garantizada.",
    role: "Gestora del fondo",
  },
  "dollar-income-fund": {
    heading: "Lanzamiento de un fondo de rentas denominado en dólares",
    text: "BGL Asset Management lanzó un fondo en dólares para los inversores que desean mantener parte de su ahorro en dólares estadounidenses. El fondo invierte principalmente en eurobonos emitidos por el Gobierno Federal y por empresas nigerianas, así como en depósitos en dólares. En su primer año atrajo a inversores particulares, corporativos e institucionales.",
    role: "Gestora del fondo",
  },
  "insurer-portfolio-mandate": {
    heading: "Mandato de cartera de inversiones para una aseguradora de ramos generales",
    text: "BGL Asset Management gestiona parte de los activos de inversión de una compañía de seguros de ramos generales, con una duración ajustada a la de sus obligaciones con los asegurados. La cartera se compone de letras del Tesoro, bonos públicos y corporativos y depósitos bancarios, y se gestiona dentro del apetito de riesgo de la aseguradora y de las normas de solvencia establecidas por el regulador del sector.",
  },
  "family-office-mandate": {
    heading: "Mandato multiactivo para una oficina familiar",
    text: "Una oficina familiar nigeriana designó a BGL Asset Management para gestionar una cartera multiactivo en dólares estadounidenses. El mandato combina renta fija internacional, acciones con dividendo y liquidez, y respalda los planes de sucesión y filantropía de la familia. La información se consolida con las posiciones en nairas de la familia.",
  },
  "state-savings-trust": {
    heading: "Fideicomiso de ahorro para las generaciones futuras de un gobierno estatal",
    text: "BGL Asset Management fue designada para gestionar un fideicomiso de ahorro constituido por un gobierno estatal con el fin de preservar parte de sus ingresos para las generaciones futuras. La cartera se rige por una escritura de fideicomiso y un consejo de fiduciarios independiente, con un horizonte a largo plazo y límites estrictos de riesgo y liquidez.",
  },
  "ethical-equity-fund": {
    heading: "Lanzamiento de un fondo ético de renta variable",
    text: "BGL Asset Management lanzó un fondo ético de renta variable que invierte en empresas cotizadas en la Nigerian Exchange, tras excluir sectores como el tabaco, el juego y el alcohol. Cada inversión se evalúa, además, en función de sus prácticas de gobierno corporativo y medioambientales. El fondo es adecuado para inversores a largo plazo que aceptan que la cotización de las acciones sube y baja.",
  },
} satisfies SeedMilestoneTexts;
