import type { BusinessText } from "../../types";

/** The three business pages: investment banking, asset and wealth management, global markets. */
export const business = {
  investmentBanking: {
    metaTitle: "Banca de inversión | BGL Capital",
    metaDescription:
      "BGL Capital asesora a empresas, bancos y gobiernos de Nigeria en captación de capital, aseguramiento, fusiones y adquisiciones y financiación estructurada.",
    banner: {
      label: "BANCA DE INVERSIÓN",
      heading: "Capital y asesoramiento para las decisiones que transforman las instituciones",
      text: "BGL Capital ayuda a empresas, bancos y gobiernos a captar capital, completar operaciones y planificar su crecimiento. Aportamos a cada mandato casi tres décadas de experiencia en el mercado nigeriano.",
    },
    whoWeAre: {
      heading: "Quiénes somos",
      paragraphs: [
        "BGL Capital es el negocio de banca de inversión de BGL Group. Desde 1995 asesoramos a empresas, bancos, al gobierno federal, a los gobiernos estatales y a sus organismos sobre cómo financiar sus planes y cómo llevar a cabo las operaciones que de ellos se derivan. Nuestra actividad abarca la captación de fondos en los mercados de renta variable y de deuda, el aseguramiento de emisiones, las fusiones y adquisiciones, la financiación estructurada y el asesoramiento, y representa buena parte de los más de 100 hitos del grupo.",
        "Estamos registrados ante la Securities and Exchange Commission, Nigeria, como entidad directora de emisiones y asesor financiero. Ese registro conlleva obligaciones que asumimos con seriedad: una diligencia debida exhaustiva, una información veraz y un trato equitativo a los inversores. Nuestros equipos conocen el proceso de aprobación de la SEC y los requisitos de admisión a cotización de la Nigerian Exchange y de FMDQ, de modo que los clientes pueden planificar sus calendarios con una visión realista de cada etapa.",
        "Cada mandato está dirigido por banqueros de dilatada experiencia que participan en él desde la primera reunión hasta el cierre. Trabajamos en estrecha colaboración con nuestros colegas de BGL Asset Management y BGL Global Markets, que nos ofrecen una visión directa de la demanda inversora y de las condiciones del mercado. Así, los clientes reciben un asesoramiento que refleja cómo se valora y se asigna realmente el capital en Nigeria, y no cómo parece funcionar en teoría.",
      ],
    },
    services: {
      heading: "Nuestros servicios",
      intro:
        "Ofrecemos una gama completa de servicios de banca de inversión a clientes de los sectores público y privado. Cada encargo se diseña en función de los objetivos, el calendario y la tolerancia al riesgo del cliente.",
      items: [
        {
          title: "Captación de capital",
          text: "Ayudamos a empresas y organismos públicos a obtener financiación, en forma de capital o de deuda, de inversores nigerianos e internacionales. Nuestra labor abarca ofertas públicas iniciales y posteriores, ampliaciones de capital con derechos de suscripción preferente, colocaciones privadas, bonos y papel comercial. Asesoramos sobre el instrumento, el importe y el momento adecuados, y gestionamos el proceso hasta la adjudicación y la admisión a cotización.",
          points: [
            "Ofertas públicas y ampliaciones de capital con derechos",
            "Colocaciones privadas",
            "Bonos corporativos y subsoberanos",
            "Programas de papel comercial",
          ],
        },
        {
          title: "Aseguramiento",
          text: "Como entidad aseguradora, nos comprometemos a adquirir los valores que no suscriban los inversores, lo que da a los emisores una mayor certeza sobre el resultado de la oferta. Solo acordamos las condiciones tras evaluar detenidamente al emisor, el precio y la demanda previsible, y en las emisiones de mayor tamaño formamos sindicatos con otras entidades aseguradoras para repartir el riesgo.",
          points: [
            "Aseguramiento en firme y de la parte no suscrita",
            "Formación y gestión de sindicatos de aseguramiento",
            "Evaluación del precio y de la demanda",
          ],
        },
        {
          title: "Fusiones y adquisiciones",
          text: "Asesoramos a compradores, vendedores y consejos de administración en adquisiciones, desinversiones, fusiones y reestructuraciones. Nuestra labor incluye identificar contrapartes, valorar empresas, negociar las condiciones y coordinar los trabajos jurídicos, fiscales y regulatorios. También acompañamos a los clientes en la obtención de las autorizaciones de la Securities and Exchange Commission, Nigeria, y de otras autoridades.",
          points: [
            "Asesoramiento a compradores y vendedores",
            "Valoraciones y opiniones de razonabilidad financiera",
            "Ofertas públicas de adquisición y planes de reorganización societaria",
            "Autorizaciones regulatorias",
          ],
        },
        {
          title: "Financiación estructurada",
          text: "Diseñamos la financiación de proyectos y activos cuyos flujos de caja no se adaptan a los préstamos convencionales. Esto incluye la financiación de proyectos e infraestructuras, la titulización, los valores respaldados por activos y las estructuras que combinan varias fuentes de capital. Modelizamos los flujos de caja con rigor y establecemos garantías y compromisos contractuales acordes con los riesgos de cada operación.",
          points: [
            "Financiación de proyectos e infraestructuras",
            "Titulización y valores respaldados por activos",
            "Reestructuración de deuda",
            "Mejora crediticia",
          ],
        },
        {
          title: "Asesoramiento en operaciones",
          text: "Actuamos como asesor financiero independiente en operaciones complejas. Evaluamos las alternativas, elaboramos modelos financieros, revisamos planes de negocio y coordinamos al resto de asesores que intervienen. Los consejos de administración y los equipos directivos se apoyan en nuestro asesoramiento para tomar decisiones fundamentadas sobre inversiones, desinversiones, recapitalizaciones y alianzas estratégicas, con los costes y los riesgos de cada alternativa claramente expuestos.",
          points: [
            "Modelización financiera y estudios de viabilidad",
            "Valoraciones independientes",
            "Asesoramiento en recapitalizaciones",
            "Coordinación de asesores profesionales",
          ],
        },
        {
          title: "Asesoramiento al sector público",
          text: "Asesoramos al gobierno federal, a los gobiernos estatales y a sus organismos en programas de financiación, gestión de la deuda y asociaciones público-privadas. Nuestra labor incluye emisiones de bonos estatales, la financiación de infraestructuras y la preparación de activos públicos para la inversión privada. Conocemos las reglas fiscales, la contratación pública y la necesidad de transparencia en cada etapa.",
          points: [
            "Emisiones de bonos de estados y organismos públicos",
            "Asociaciones público-privadas",
            "Estrategia de gestión de la deuda",
            "Privatizaciones y concesiones",
          ],
        },
      ],
    },
    approach: {
      heading: "Cómo trabajamos",
      intro:
        "Cada mandato sigue un proceso claro, acordado con el cliente desde el inicio y revisado a medida que avanza la operación.",
      steps: [
        {
          title: "Comprender el objetivo",
          text: "Empezamos por conocer la actividad del cliente, su situación financiera y lo que debe lograr la operación. Las primeras conversaciones con la dirección y el consejo dan lugar a un mandato con un alcance, unas responsabilidades y un calendario claros.",
        },
        {
          title: "Diseñar la solución",
          text: "Contrastamos estructuras alternativas con las condiciones del mercado, el apetito de los inversores y los requisitos regulatorios. El cliente recibe una recomendación que expone con claridad sus costes, riesgos y contrapartidas, de modo que cada decisión se base en una visión completa.",
        },
        {
          title: "Ejecutar con disciplina",
          text: "Banqueros de dilatada experiencia dirigen la documentación, la diligencia debida, los trámites regulatorios y la relación con los inversores. Coordinamos a abogados, auditores, fiduciarios y agentes de registro, seguimos cada etapa conforme al calendario e informamos periódicamente al cliente de los avances.",
        },
        {
          title: "Seguir a su lado",
          text: "Nuestra implicación continúa tras el cierre. Apoyamos el cumplimiento de las obligaciones posteriores a la emisión, las relaciones con los inversores y las futuras necesidades de financiación, y muchos clientes vuelven a confiar en nosotros para nuevas operaciones a medida que evolucionan sus planes.",
        },
      ],
    },
    industryLeadership: {
      heading: "Liderazgo en el sector",
      intro:
        "Nuestra posición se basa en el trabajo realizado en numerosos sectores y a lo largo de muchos ciclos de mercado.",
      items: [
        {
          title: "Conocimiento sectorial",
          text: "Nuestros banqueros han trabajado con clientes de los sectores de servicios financieros, energía, industria manufacturera, inmobiliario, telecomunicaciones y agricultura. Ese conocimiento nos ayuda a evaluar las valoraciones, anticipar las preguntas de los inversores y fijar condiciones adecuadas a cada sector.",
        },
        {
          title: "Historial de ejecución",
          text: "El grupo ha completado más de 100 operaciones y mandatos desde 1995, tanto en mercados favorables como en entornos difíciles. Sabemos cómo mantener una oferta dentro del calendario previsto y cómo adaptarnos cuando cambian las condiciones.",
        },
        {
          title: "Experiencia en el sector público",
          text: "Hemos asesorado al gobierno federal, a los gobiernos estatales y a sus organismos en emisiones de bonos, financiación de infraestructuras y asociaciones público-privadas, con pleno respeto de las reglas fiscales y de los requisitos de contratación pública.",
        },
        {
          title: "Relaciones con los inversores",
          text: "Las relaciones con administradoras de fondos de pensiones, aseguradoras, gestoras de activos y bancos, construidas a lo largo de casi tres décadas, nos proporcionan una visión fundamentada de la demanda inversora antes del lanzamiento de una operación.",
        },
      ],
      linkLabel: "Ver nuestra trayectoria",
    },
    partners: {
      heading: "Reguladores y socios de mercado",
      intro:
        "Trabajamos dentro del marco establecido por la Securities and Exchange Commission, Nigeria, y junto a la Nigerian Exchange, FMDQ y el depositario central de valores (CSCS). Nuestras operaciones se aprueban, se admiten a negociación, cotizan y se liquidan a través de estas instituciones, conforme a sus normas.",
    },
    trackRecord: {
      heading: "Trayectoria destacada",
      intro:
        "Una selección de operaciones en las que BGL Capital ha actuado por cuenta de empresas, bancos, gobiernos y sus organismos.",
    },
    leadership: {
      heading: "Nuestro equipo directivo",
      intro:
        "BGL Capital está dirigida por banqueros con una larga experiencia en los mercados de capitales nigerianos, las finanzas corporativas y el asesoramiento al sector público. Participan directamente en los mandatos que supervisan.",
    },
    news: {
      heading: "Noticias y análisis",
      intro: "Anuncios de operaciones, comentarios de mercado y novedades de BGL Capital.",
      readMore: "Ver más noticias",
    },
    connect: {
      heading: "Póngase en contacto con nosotros",
      intro:
        "Si está estudiando una captación de capital, una adquisición o un programa de financiación, nuestro equipo estará encantado de mantener con usted una conversación confidencial. Escríbanos o llámenos.",
    },
    regulatoryLine:
      "BGL Capital Limited está registrada como entidad directora de emisiones y asesor financiero ante la Securities and Exchange Commission, Nigeria, que regula su actividad.",
  },

  assetManagement: {
    metaTitle: "Gestión de activos y patrimonios | BGL Asset Management",
    metaDescription:
      "BGL Asset Management gestiona el patrimonio de particulares e instituciones en Nigeria: fondos de inversión, en dólares y éticos, de dotación y fideicomisos.",
    banner: {
      label: "GESTIÓN DE ACTIVOS Y PATRIMONIOS",
      heading: "Una gestión responsable del patrimonio de familias e instituciones",
      text: "Gestionamos inversiones para clientes particulares, fondos de pensiones, aseguradoras, fondos de dotación y otras instituciones. Cada cartera se construye en torno a los objetivos, el horizonte temporal y la tolerancia al riesgo del cliente.",
    },
    whoWeAre: {
      heading: "Quiénes somos",
      paragraphs: [
        "BGL Asset Management es el negocio de gestión de activos y patrimonios de BGL Group. Gestionamos carteras de particulares y familias, empresas, fondos de pensiones, aseguradoras, fondos de dotación, fideicomisos e instituciones públicas. El grupo gestiona más de $1000 millones en activos, y muchas de nuestras relaciones con clientes, iniciadas en los años posteriores a 1995, abarcan hoy más de una generación de una misma familia o institución.",
        "Contamos con licencia de gestor de fondos y carteras otorgada por la Securities and Exchange Commission, Nigeria. Los activos de los clientes están depositados en custodios y fiduciarios independientes, separados de nuestro propio balance, y nuestros fondos están sujetos a la presentación periódica de información al regulador y a auditoría externa. Estas salvaguardas garantizan que los activos de los clientes se mantengan separados de los nuestros y debidamente contabilizados en todo momento.",
        "Nuestras decisiones de inversión se basan en el análisis y en un proceso disciplinado. Estudiamos de cerca la renta variable, la renta fija y los mercados monetarios de Nigeria, y recurrimos a los mercados internacionales cuando el mandato del cliente lo permite. Hablamos del riesgo sin rodeos e informamos de forma clara y periódica, para que los clientes sepan en todo momento qué poseen, cómo ha evolucionado y por qué.",
      ],
    },
    services: {
      heading: "Nuestros servicios",
      intro:
        "Trabajamos en tres áreas, cada una con sus propios especialistas y adaptada a las necesidades de los clientes a los que atiende.",
      items: [
        {
          title: "Gestión de patrimonios privados",
          text: "Gestionamos el patrimonio de particulares y familias mediante carteras de gestión discrecional y de asesoramiento. Un gestor personal conoce los objetivos, las necesidades de renta y la actitud ante el riesgo de cada cliente, y construye una cartera que combina renta variable, renta fija y liquidez. También ayudamos a los clientes a planificar la educación, la jubilación y la transmisión de su patrimonio.",
          points: [
            "Carteras de gestión discrecional y de asesoramiento",
            "Un gestor personal asignado",
            "Inversiones en nairas y en dólares",
            "Apoyo en la planificación sucesoria y patrimonial",
          ],
        },
        {
          title: "Gestión de activos institucional",
          text: "Gestionamos mandatos segregados para fondos de pensiones, aseguradoras, tesorerías corporativas, cooperativas, entidades religiosas e instituciones públicas. Cada cartera sigue una política de inversión acordada con el cliente y los límites fijados por su regulador. Proporcionamos información detallada, asistimos a las reuniones de los comités de inversión y apoyamos a los fideicomisarios en el cumplimiento de sus deberes fiduciarios.",
          points: [
            "Mandatos de carteras segregadas",
            "Diseño de la política de inversión",
            "Asignación de activos en función de los pasivos",
            "Información a consejos y comités",
          ],
        },
        {
          title: "Gestión de activos especializada",
          text: "Gestionamos instituciones de inversión colectiva y vehículos especializados para necesidades concretas. Nuestra gama incluye fondos del mercado monetario, de renta fija, en dólares y éticos, cada uno con un objetivo declarado y un valor liquidativo publicado periódicamente. También gestionamos fondos de dotación y fideicomisos para fundaciones, centros educativos, familias y organizaciones benéficas, con horizontes largos y finalidades definidas.",
          points: [
            "Fondos del mercado monetario y de renta fija",
            "Fondos en dólares y fondos éticos",
            "Gestión de fondos de dotación",
            "Fideicomisos privados y benéficos",
          ],
        },
      ],
    },
    approach: {
      heading: "Cómo trabajamos",
      intro:
        "Aplicamos la misma disciplina tanto si gestionamos los ahorros de una familia como las reservas de una institución.",
      steps: [
        {
          title: "Conocer al cliente",
          text: "Empezamos con una conversación detallada sobre los objetivos, el horizonte temporal, las necesidades de liquidez y la tolerancia al riesgo. Las conclusiones se recogen en una política de inversión que el cliente revisa y aprueba antes de que invirtamos.",
        },
        {
          title: "Construir la cartera",
          text: "La asignación de activos se ajusta a la política acordada y a nuestro análisis de los mercados nigerianos e internacionales. Seleccionamos los valores por su calidad, liquidez y valor, y diversificamos las posiciones para evitar una concentración excesiva en un mismo emisor.",
        },
        {
          title: "Gestionar el riesgo de forma continua",
          text: "Supervisamos a diario las carteras en relación con sus límites y con las condiciones del mercado. Los cambios se realizan dentro del mandato y se documentan con sus motivos, y una función de riesgos independiente revisa las exposiciones y el cumplimiento normativo.",
        },
        {
          title: "Informar y revisar",
          text: "Los clientes reciben extractos claros e informes periódicos de rentabilidad frente a los índices de referencia acordados. Nos reunimos al menos una vez al año, o siempre que cambien las circunstancias, para revisar la política y ajustar la cartera.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Por qué elegirnos",
      intro:
        "Los clientes nos eligen por el cuidado con que tratamos su dinero y por la claridad con que explicamos lo que hacemos.",
      items: [
        {
          title: "Experiencia a lo largo de los ciclos",
          text: "Desde 1995, el grupo ha invertido en periodos de inflación elevada, ajustes cambiarios y variaciones de los tipos de interés. Esa experiencia orienta la forma en que construimos carteras concebidas para mantenerse sólidas cuando las condiciones se vuelven difíciles.",
        },
        {
          title: "Regulación y transparencia",
          text: "Contamos con licencia de la Securities and Exchange Commission, Nigeria. Los activos de los clientes se depositan en custodios independientes, nuestros fondos se someten a auditoría externa y todas las comisiones se comunican íntegramente antes de que el cliente invierta.",
        },
        {
          title: "Atención personalizada",
          text: "Cada cliente cuenta con un gestor personal que conoce sus circunstancias. Las consultas reciben respuestas rápidas y directas, y nuestros gestores de carteras están disponibles para explicar sus decisiones en persona.",
        },
        {
          title: "Parte de un grupo más amplio",
          text: "Los clientes se benefician del conocimiento del mercado de BGL Global Markets y de la experiencia en operaciones de BGL Capital, mientras que nuestras decisiones de inversión siguen siendo independientes y se rigen únicamente por el mandato de cada cliente.",
        },
      ],
    },
    partners: {
      heading: "Reguladores y socios de mercado",
      intro:
        "Contamos con licencia de la Securities and Exchange Commission, Nigeria, y estamos sujetos a su supervisión. Nuestras carteras invierten en valores negociados en la Nigerian Exchange y en FMDQ, y las posiciones se compensan y liquidan a través del depositario central de valores (CSCS).",
    },
    trackRecord: {
      heading: "Trayectoria destacada",
      intro:
        "Una selección de mandatos en los que BGL Asset Management ha gestionado fondos, fondos de dotación y carteras institucionales.",
    },
    leadership: {
      heading: "Nuestro equipo directivo",
      intro:
        "BGL Asset Management está dirigida por profesionales de la inversión con una larga experiencia en gestión de carteras, análisis y atención al cliente. Definen nuestra política de inversión y supervisan cada mandato.",
    },
    news: {
      heading: "Noticias y análisis",
      intro: "Comentarios de mercado, novedades de los fondos y anuncios de BGL Asset Management.",
      readMore: "Ver más noticias",
    },
    connect: {
      heading: "Póngase en contacto con nosotros",
      intro:
        "Tanto si planifica el futuro de su familia como si gestiona las reservas de una institución, estaremos encantados de conversar sobre sus objetivos. Escriba o llame a nuestro equipo.",
    },
    regulatoryLine:
      "BGL Asset Management Limited cuenta con licencia de gestor de fondos y carteras y está regulada por la Securities and Exchange Commission, Nigeria.",
  },

  globalMarkets: {
    metaTitle: "Negociación de valores | BGL Global Markets",
    metaDescription:
      "BGL Global Markets (BGL Securities Limited) ofrece renta variable, renta fija, negociación extrabursátil y con margen, con sus operadores o su plataforma digital.",
    banner: {
      label: "MERCADOS GLOBALES",
      heading: "Un acceso claro y fiable a los mercados de valores de Nigeria",
      text: "BGL Global Markets ofrece a inversores particulares e institucionales acceso a los mercados de renta variable, renta fija y extrabursátiles. Operadores experimentados y una plataforma digital respaldan cada orden.",
    },
    whoWeAre: {
      heading: "Quiénes somos",
      paragraphs: [
        "BGL Global Markets es el negocio de intermediación bursátil de BGL Group y el nombre comercial de BGL Securities Limited. Somos intermediario de valores por cuenta propia y ajena y miembro negociador de la Nigerian Exchange, registrado ante la Securities and Exchange Commission, Nigeria, y sujeto a su regulación. Compramos y vendemos valores por cuenta de particulares, inversores de alto patrimonio, empresas e instituciones, y lo hacemos desde hace casi tres décadas.",
        "Nuestros operadores trabajan en el mercado nigeriano en cada sesión bursátil. Conocen la liquidez de cada acción y de cada bono, el calendario de las operaciones corporativas y el efecto de las órdenes de gran tamaño en los precios. Ese conocimiento resulta decisivo cuando los clientes operan con grandes volúmenes o con valores menos líquidos, en los que una gestión cuidadosa puede marcar una diferencia real en el resultado.",
        "Combinamos el servicio personalizado con herramientas modernas. Los clientes pueden llamar a un operador, negociar a través de nuestra plataforma digital o utilizar ambas vías. Todas las cuentas se benefician de los mismos estándares de tramitación de órdenes, liquidación e información, y nuestro equipo de operaciones trabaja con los agentes de registro y el depositario central de valores (CSCS) para que las posiciones de cada cliente estén siempre exactas y actualizadas.",
      ],
    },
    services: {
      heading: "Nuestros servicios",
      intro:
        "Nuestros servicios abarcan todo el ciclo de vida de una inversión, desde la apertura de la cuenta y la transmisión de órdenes hasta la liquidación, el registro y la financiación.",
      items: [
        {
          title: "Servicios para clientes de alto patrimonio",
          text: "Este servicio está dirigido a clientes que operan por importes de ₦50 millones o más. Cada cliente cuenta con un operador asignado, prioridad en la tramitación de sus órdenes y sesiones informativas periódicas sobre el mercado. Ayudamos a estructurar las órdenes de gran tamaño para limitar su efecto en el precio, nos coordinamos con BGL Asset Management cuando el cliente lo desea y ofrecemos información consolidada de todas sus cuentas.",
          points: [
            "Para clientes que operan por importes de ₦50 millones o más",
            "Un operador y un gestor personal asignados",
            "Ejecución cuidadosa de órdenes de gran tamaño",
            "Información consolidada",
          ],
        },
        {
          title: "Plataforma digital de negociación",
          text: "Nuestra plataforma digital permite a los clientes transmitir órdenes en la Nigerian Exchange, seguir las cotizaciones y controlar sus carteras desde un equipo de escritorio o un dispositivo móvil. Las órdenes pasan por los mismos controles que las transmitidas por teléfono, y los clientes pueden contactar con un operador siempre que necesiten asesoramiento.",
          points: [
            "Acceso web y móvil",
            "Cotizaciones y análisis de mercado",
            "Historial de la cartera y de las confirmaciones de operaciones",
            "Asistencia de operadores durante el horario de mercado",
          ],
        },
        {
          title: "Financiación participativa",
          text: "Ayudamos a empresas en crecimiento a captar capital de numerosos inversores mediante financiación participativa, conforme a las normas establecidas por la Securities and Exchange Commission, Nigeria. Examinamos cada empresa antes de lanzar una oferta, publicamos información clara y explicamos los riesgos a los inversores, incluida la posibilidad de perder la totalidad del importe invertido.",
          points: [
            "Diligencia debida sobre cada emisor",
            "Información clara sobre la oferta",
            "Límites de inversión y advertencias sobre los riesgos",
            "Suscripción en línea",
          ],
        },
        {
          title: "Renta variable y renta fija",
          text: "Negociamos acciones cotizadas en la Nigerian Exchange y valores de renta fija, como bonos del gobierno federal, letras del Tesoro, bonos estatales y corporativos y papel comercial. Nuestros operadores asesoran sobre el precio y el momento de cada operación, y nuestro equipo de análisis publica comentarios periódicos sobre empresas, sectores y tipos de interés.",
          points: [
            "Acciones cotizadas y fondos cotizados",
            "Bonos públicos y corporativos",
            "Letras del Tesoro y papel comercial",
            "Análisis y comentarios de mercado",
          ],
        },
        {
          title: "Negociación extrabursátil",
          text: "Algunos valores se negocian fuera del libro de órdenes de la bolsa, ya sea en FMDQ o mediante negociación bilateral entre contrapartes. Organizamos operaciones extrabursátiles con bonos, letras del Tesoro y acciones no cotizadas: buscamos contrapartes, acordamos los precios y acompañamos cada operación hasta su liquidación y registro.",
          points: [
            "Bonos y letras del Tesoro en FMDQ",
            "Acciones de sociedades no cotizadas",
            "Operaciones de bloques negociadas",
            "Liquidación y registro",
          ],
        },
        {
          title: "Conciliación de registros de accionistas",
          text: "Las participaciones accionariales pueden quedar dispersas entre distintos agentes de registro, certificados en papel y cuentas antiguas, y puede haber dividendos pendientes de cobro. Trabajamos con los agentes de registro y el depositario central de valores (CSCS) para localizar las participaciones, corregir los registros, convertir los certificados en anotaciones electrónicas y dirigir el pago de los dividendos a la cuenta correcta.",
          points: [
            "Localización de participaciones",
            "Desmaterialización de certificados de acciones",
            "Recuperación de dividendos no cobrados",
            "Actualización de registros y mandatos",
          ],
        },
        {
          title: "Operaciones con margen",
          text: "Los clientes que cumplan los requisitos pueden obtener financiación con la garantía de sus carteras para adquirir más valores, dentro de los límites fijados por la normativa y por nuestra política de crédito. Las operaciones con margen amplifican tanto las pérdidas como las ganancias. Antes de abrir la cuenta explicamos las condiciones, los intereses y los requerimientos de margen, y supervisamos las posiciones en cada sesión bursátil.",
          points: [
            "Financiación con garantía de valores admisibles",
            "Condiciones claras de intereses y garantías",
            "Supervisión diaria de las posiciones",
            "Procedimientos de requerimiento de margen acordados de antemano",
          ],
        },
      ],
    },
    approach: {
      heading: "Cómo trabajamos",
      intro:
        "Seguimos el mismo proceso con cada cliente, para que las órdenes se traten de forma equitativa y los registros se mantengan exactos.",
      steps: [
        {
          title: "Abrir la cuenta correctamente",
          text: "Verificamos la identidad, conocemos los objetivos y la experiencia de cada cliente y acordamos cómo se transmitirán las órdenes. Las cuentas están vinculadas al depositario central de valores (CSCS), de modo que las posiciones se registran a nombre del propio cliente.",
        },
        {
          title: "Asesorar antes de operar",
          text: "Antes de las órdenes importantes, los operadores analizan con el cliente el precio, la liquidez y el momento, y le explican los riesgos de los instrumentos en cuestión. La decisión es del cliente; nuestra función es asegurarnos de que cada decisión esté bien fundamentada.",
        },
        {
          title: "Ejecutar con rigor",
          text: "Las órdenes se ejecutan de conformidad con nuestra Política de mejor ejecución. Buscamos el mejor resultado posible para el cliente, teniendo en cuenta el precio, los costes, la rapidez y la probabilidad de que la orden se ejecute.",
        },
        {
          title: "Liquidar e informar",
          text: "Las operaciones se liquidan con prontitud a través de la bolsa y del sistema de compensación y liquidación. Los clientes reciben confirmaciones de operaciones, extractos periódicos y acceso en línea a sus registros, y nuestro equipo de operaciones resuelve rápidamente cualquier discrepancia.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Por qué elegirnos",
      intro:
        "Los inversores siguen confiando en nosotros por la calidad de nuestra ejecución y la fiabilidad de nuestro servicio.",
      items: [
        {
          title: "Miembro negociador de la NGX",
          text: "Como miembro negociador de la Nigerian Exchange, transmitimos las órdenes directamente al mercado. Nuestros operadores han negociado a lo largo de numerosos ciclos de mercado y saben cómo gestionar órdenes de gran tamaño y valores menos líquidos.",
        },
        {
          title: "Un servicio a la altura de cada cliente",
          text: "Desde quienes invierten por primera vez hasta los clientes que operan por importes de ₦50 millones o más, todos reciben un asesoramiento claro, confirmaciones rápidas y registros exactos. Los clientes de alto patrimonio cuentan además con un operador asignado.",
        },
        {
          title: "Registros exactos",
          text: "Nuestro equipo de operaciones concilia las posiciones de los clientes con los agentes de registro y el depositario central de valores (CSCS), para que los clientes puedan confiar en sus extractos y perciban los dividendos y los derechos que les corresponden.",
        },
        {
          title: "Análisis que informan",
          text: "Nuestros analistas publican comentarios periódicos sobre las empresas, los sectores y los mercados de renta fija de Nigeria. Están redactados con claridad, explican el razonamiento en que se basa cada opinión y exponen tanto los riesgos como las oportunidades.",
        },
      ],
    },
    partners: {
      heading: "Reguladores y socios de mercado",
      intro:
        "Como miembro negociador de la Nigerian Exchange, operamos conforme a sus normas y a las de la Securities and Exchange Commission, Nigeria. También intermediamos operaciones de renta fija en FMDQ, y las posiciones de los clientes se compensan, se liquidan y se custodian a través del depositario central de valores (CSCS).",
    },
    leadership: {
      heading: "Nuestro equipo directivo",
      intro:
        "BGL Global Markets está dirigida por operadores experimentados, analistas de inversiones y profesionales de operaciones, que supervisan nuestra mesa de negociación, la atención al cliente y los controles.",
    },
    news: {
      heading: "Noticias y análisis de mercado",
      intro: "Actualizaciones del mercado, notas de análisis y anuncios de BGL Global Markets.",
      readMore: "Ver más noticias",
    },
    connect: {
      heading: "Póngase en contacto con nosotros",
      intro:
        "Para abrir una cuenta, consultar una operación u obtener más información sobre nuestra plataforma, hable con nuestro equipo. Nuestros operadores están disponibles durante todo el horario de mercado.",
    },
    bestExecution: {
      heading: "Política de mejor ejecución",
      paragraphs: [
        "Cuando ejecutamos una orden por cuenta de un cliente, adoptamos todas las medidas suficientes para obtener el mejor resultado posible. Tenemos en cuenta el precio, los costes de la operación, la rapidez de ejecución, la probabilidad de ejecución y liquidación, y el volumen y la naturaleza de la orden. En la mayoría de las órdenes de clientes particulares, el factor de mayor peso es la contraprestación total, es decir, el precio más los costes.",
        "Cada orden se registra con indicación de la fecha y la hora de su recepción y se tramita después con rapidez, de forma equitativa y por orden de llegada, salvo que el cliente indique otra cosa o que las condiciones del mercado lo hagan inviable. Las órdenes de los clientes siempre tienen prioridad sobre las nuestras. Cuando se acumulan órdenes, las operaciones resultantes se asignan de forma equitativa, y cualquier instrucción específica del cliente, como un precio límite, se respeta en la parte de la orden a la que se refiere.",
        "Supervisamos periódicamente la calidad de nuestra ejecución, comparando los resultados con los precios vigentes en el mercado e investigando las excepciones. Nuestra función de cumplimiento normativo comprueba que se respete la política e informa de sus conclusiones a la alta dirección. Revisamos la política al menos una vez al año y siempre que las condiciones del mercado o la normativa cambien de forma significativa, y los clientes pueden pedirnos en cualquier momento que les mostremos cómo se ejecutaron sus órdenes.",
      ],
      documentLink: "Consulte la Política de mejor ejecución completa (PDF)",
    },
    regulatoryLine:
      "BGL Securities Limited es un intermediario de valores por cuenta propia y ajena, miembro negociador de la Nigerian Exchange y entidad regulada por la Securities and Exchange Commission, Nigeria.",
  },
} satisfies BusinessText;
