import type { PagesText } from "../../types";

/** Words of the home, about, management and track-record pages, and words they share. */
export const pages = {
  common: {
    contactUs: "Contáctenos",
    learnMore: "Más información",
    viewAll: "Ver todo",
    back: "Volver",
    sendEmail: "Enviar un correo electrónico",
    callUs: "Llámenos",
    email: "Correo electrónico",
    phone: "Teléfono",
    pause: "Pausar",
    play: "Reproducir",
    showSlide: "Mostrar la diapositiva {index} de {count}: {heading}",
    partnersRegion: "Reguladores y socios de mercado",
    role: "Función",
    value: "Valor",
    year: "Año",
    ongoing: "(En curso)",
    previous: "Anterior",
    next: "Siguiente",
  },

  home: {
    metaTitle: "BGL Group | Grupo financiero nigeriano desde 1995",
    metaDescription:
      "BGL Group atiende a instituciones, gobiernos e inversores de Nigeria desde 1995 con banca de inversión, gestión de activos y patrimonios y mercados globales.",
    heroLabel: "Nuestros negocios",
    heroSlides: [
      {
        heading: "Capital y asesoramiento para ambiciones duraderas",
        items: [
          "Captación de capital y aseguramiento de emisiones",
          "Fusiones, adquisiciones y financiación estructurada",
          "Asesoramiento en operaciones corporativas y al sector público",
        ],
        highlight:
          "BGL Capital asesora a empresas, bancos y gobiernos en las operaciones que definen su futuro.",
        cta: "Descubra la banca de inversión",
      },
      {
        heading: "Gestión responsable del patrimonio, de generación en generación",
        items: [
          "Gestión de patrimonios privados",
          "Gestión de activos institucional",
          "Fondos de inversión, fondos en dólares, fondos de dotación y fideicomisos",
        ],
        highlight:
          "BGL Asset Management cuida del ahorro de familias e instituciones con disciplina y esmero.",
        cta: "Descubra la gestión de activos y patrimonios",
      },
      {
        heading: "Un acceso claro a los mercados",
        items: [
          "Renta variable, renta fija y negociación extrabursátil",
          "Una plataforma digital de negociación",
          "Un servicio especializado para clientes de alto patrimonio",
        ],
        highlight:
          "BGL Global Markets ejecuta las órdenes con rigor y mantiene informados a sus clientes en cada etapa.",
        cta: "Descubra los mercados globales",
      },
    ],
    essence: {
      label: "QUIÉNES SOMOS",
      heading: "Un socio de confianza desde 1995",
      paragraphs: [
        "Con sede en Lagos, BGL Group está al servicio de sus clientes desde 1995. Durante casi tres décadas hemos ayudado a empresas a captar capital, a gobiernos a financiar sus planes y a familias a preservar lo que han construido. Nuestro trabajo se basa en un análisis riguroso, un criterio sólido y relaciones duraderas, y hoy gestionamos más de $1000 millones en activos para los clientes que depositan su confianza en nosotros.",
        "Contamos con licencia de gestor de fondos y carteras y de intermediario de valores por cuenta propia y ajena, y somos miembro negociador de la Nigerian Exchange (NGX). La Securities and Exchange Commission, Nigeria, registra y regula nuestras actividades. Estas licencias conllevan obligaciones que asumimos con seriedad: actuar en interés de nuestros clientes, explicar los riesgos con claridad y mantener sus activos a salvo.",
      ],
    },
    counters: {
      heading: "Nuestra experiencia en cifras",
      years: { suffix: "+", label: "Años de servicio" },
      milestones: { suffix: "+", label: "Operaciones y mandatos completados" },
    },
    brand: {
      label: "NUESTRA MARCA",
      heading: "El Cuidador y el Héroe",
      intro:
        "Nuestra marca une dos personajes. El Cuidador escucha, protege y se mantiene cerca, como debe hacerlo un asesor de confianza. El Héroe aporta la determinación necesaria para llevar a término los trabajos difíciles. Juntos describen nuestra forma de servir: atentos a las circunstancias de cada cliente y decididos a cumplir lo que nos hemos comprometido a hacer.",
      tabsLabel: "Sobre nuestra marca",
      invigorated: {
        tab: "Con energía renovada para usted",
        purpose: {
          title: "Nuestro propósito",
          text: "Existimos para ayudar a las personas y a las instituciones a las que servimos a crear, hacer crecer y proteger su patrimonio, de modo que las empresas puedan expandirse, los proyectos públicos puedan avanzar y las familias puedan planificar los años venideros con confianza.",
        },
        belief: {
          title: "Nuestra convicción",
          text: "Creemos que unas finanzas sólidas se basan en la confianza, y que la confianza se gana con un asesoramiento honesto, un trabajo riguroso y una presencia constante. Cuando nuestros clientes prosperan, también se fortalecen las comunidades y la economía que los rodean.",
        },
      },
      essence: {
        tab: "Esencia de marca",
        intro:
          "Tres compromisos guían todo lo que hacemos. Cada uno de ellos describe una parte del trabajo que realizamos para nuestros clientes.",
        pillars: [
          {
            title: "Construir resiliencia",
            text: "Ayudamos a los clientes a prepararse ante un entorno incierto. Unas carteras equilibradas, una financiación bien estructurada y una gestión de riesgos clara dan a empresas, instituciones y familias la solidez necesaria para afrontar los cambios y seguir adelante con sus planes.",
          },
          {
            title: "Impulsar el crecimiento",
            text: "Proporcionamos a los clientes con ambición el capital, el asesoramiento y el acceso a los mercados que necesitan para avanzar, ya se trate de una empresa en expansión, de un gobierno que financia infraestructuras o de un inversor que construye su cartera.",
          },
          {
            title: "Proteger el futuro",
            text: "Gestionamos el patrimonio con visión de largo plazo. Mediante una administración prudente, una información transparente y una planificación cuidadosa, ayudamos a los clientes a preservar lo que han construido para las personas y las causas que les importan.",
          },
        ],
      },
      promise: {
        tab: "Promesa de marca",
        line: "Cerca de usted, comprometidos con su progreso.",
        text: "Nuestra promesa es mantenernos cerca de cada cliente, comprender sus objetivos y poner toda la determinación del grupo al servicio de su consecución. Damos los consejos que nosotros mismos seguiríamos e informamos con claridad, sea cual sea la evolución de los mercados.",
      },
    },
  },

  about: {
    metaTitle: "Quiénes somos | BGL Group",
    metaDescription:
      "BGL Group, grupo financiero nigeriano regulado por la SEC, sirve a sus clientes desde 1995 y gestiona más de $1000 millones en activos en tres negocios.",
    banner: {
      label: "QUIÉNES SOMOS",
      heading: "Casi tres décadas como socio financiero de confianza",
      text: "Desde 1995, BGL Group aporta capital, asesoramiento y una gestión responsable del patrimonio a empresas, gobiernos, instituciones y familias de toda Nigeria.",
    },
    intro: {
      heading: "Quiénes somos",
      paragraphs: [
        "BGL Group es un grupo financiero nigeriano con sede en 14 Kingsway Road, Ikoyi, Lagos. Desde 1995 prestamos servicio a empresas, bancos, al gobierno federal y a los gobiernos estatales, a instituciones y a clientes particulares. En más de 28 años hemos completado más de 100 operaciones y mandatos, y hoy gestionamos más de $1000 millones en activos. Nuestra experiencia abarca numerosos ciclos económicos, y cada uno de ellos nos ha enseñado algo sobre la paciencia, la prudencia y el valor de un buen asesoramiento.",
        "El grupo opera a través de tres negocios. BGL Capital presta servicios de banca de inversión: captación de capital, aseguramiento de emisiones, fusiones y adquisiciones, financiación estructurada y asesoramiento. BGL Asset Management ofrece a clientes particulares e instituciones servicios de gestión de patrimonios y de activos, que incluyen fondos de inversión, fondos en dólares, fondos de dotación y fideicomisos. BGL Global Markets, nombre comercial de BGL Securities Limited, da acceso a sus clientes a los mercados de renta variable, renta fija y extrabursátiles a través de operadores experimentados y de una plataforma digital.",
        "Contamos con licencia de gestor de fondos y carteras y de intermediario de valores por cuenta propia y ajena, y somos miembro negociador de la Nigerian Exchange (NGX). Nuestras actividades están registradas ante la Securities and Exchange Commission, Nigeria, y sujetas a su regulación. Para nosotros, la regulación no es una mera formalidad, sino un pilar de la confianza, y nos exigimos los estándares que nuestros clientes tienen derecho a esperar de una institución que cuida de su dinero.",
      ],
    },
    missionVision: {
      heading: "Misión y visión",
      vision: {
        title: "Nuestra visión",
        text: "Ser el socio financiero de referencia de quienes construyen el futuro de Nigeria, reconocido por la calidad de nuestro asesoramiento, la integridad de nuestra conducta y la solidez de nuestras relaciones.",
      },
      mission: {
        title: "Nuestra misión",
        text: "Ayudar a nuestros clientes a captar capital, hacer crecer y proteger su patrimonio y acceder a los mercados, combinando un análisis riguroso, un criterio sólido y un servicio atento con la determinación de cumplir cada compromiso.",
      },
    },
    coreValues: {
      heading: "Valores fundamentales",
      intro:
        "Tres valores definen nuestra forma de trabajar con los clientes y entre nosotros. Son los criterios con los que nos evaluamos a nosotros mismos.",
      items: {
        closeBy: {
          heading: "Cercanía",
          text: "Permanecemos cerca de nuestros clientes, tanto en persona como en la atención que les prestamos. Dedicamos tiempo a comprender sus circunstancias, respondemos con prontitud y seguimos a su disposición mucho después del cierre de una operación, porque las relaciones duraderas se construyen con presencia.",
        },
        trailblazing: {
          heading: "Espíritu pionero",
          text: "Buscamos mejores formas de servir. Desde nuevas estructuras de fondos hasta el acceso digital a los mercados, adoptamos ideas que amplían las oportunidades de nuestros clientes, y ponemos a prueba cada una de ellas con cuidado antes de ofrecerla.",
        },
        canDo: {
          heading: "Actitud resolutiva",
          text: "Abordamos los mandatos complejos con determinación y sentido práctico. Cuando una operación es difícil, analizamos cada detalle, encontramos una vía viable y la llevamos a término, manteniendo informados a nuestros clientes en todo momento.",
        },
      },
    },
    culture: {
      heading: "Nuestra cultura",
      paragraphs: [
        "Nuestra cultura se basa en la integridad y la rendición de cuentas. Esperamos que cada miembro del equipo anteponga los intereses de los clientes, hable con franqueza de los riesgos y asuma la responsabilidad de su trabajo. Las decisiones se toman a partir de datos contrastados y se revisan con cuidado, y preferimos rechazar un mandato antes que aceptar uno que no podamos atender bien. Esta disciplina ha mantenido la estabilidad del grupo a lo largo de numerosos ciclos de mercado.",
        "Invertimos en nuestra gente porque nuestros clientes confían en su criterio. Nuestros colaboradores aprenden de profesionales experimentados, se preparan para obtener certificaciones profesionales y trabajan en nuestros tres negocios. Valoramos la colaboración por encima de la jerarquía y fomentamos el debate abierto antes de tomar una decisión. El resultado es un equipo que conoce bien a sus clientes y trabaja de forma conjunta para servirlos.",
      ],
    },
    differentiators: {
      heading: "Qué nos diferencia",
      intro:
        "Cuatro cualidades nos distinguen y explican por qué los clientes siguen eligiéndonos año tras año.",
      items: {
        leadership: {
          heading: "LIDERAZGO",
          text: "Nuestros directivos aportan décadas de experiencia en banca, mercados de capitales y gestión de inversiones. Establecen normas claras, asumen personalmente la responsabilidad de los mandatos importantes y dirigen el grupo con una visión a largo plazo de los intereses de nuestros clientes.",
        },
        relationships: {
          heading: "RELACIONES",
          text: "Muchos de nuestros clientes trabajan con nosotros desde hace años. Basamos nuestras relaciones en la fiabilidad, la discreción y la constancia en el servicio, y medimos nuestro éxito por la confianza que los clientes depositan en nosotros a lo largo del tiempo.",
        },
        reach: {
          heading: "ALCANCE",
          text: "Prestamos servicio a empresas, bancos, al gobierno federal y a los gobiernos estatales, a instituciones y a clientes particulares. Gracias a nuestra condición de miembro negociador de la Nigerian Exchange y a nuestra plataforma digital, conectamos a los clientes con los mercados estén donde estén.",
        },
        reputation: {
          heading: "REPUTACIÓN",
          text: "Desde 1995 nos hemos forjado una reputación de integridad y rigor. Más de 100 operaciones y mandatos, completados bajo la supervisión de la Securities and Exchange Commission, Nigeria, reflejan la confianza que nos hemos ganado.",
        },
      },
    },
    strength: {
      heading: "Nuestra fortaleza",
      intro:
        "Nuestros clientes cuentan con unos cimientos construidos durante casi tres décadas: experiencia, regulación, disciplina y personas.",
      items: [
        {
          heading: "Experiencia desde 1995",
          texts: [
            "Prestamos servicio a nuestros clientes de forma ininterrumpida desde 1995.",
            "Nuestros equipos han asesorado en épocas de crecimiento y de dificultad, y esa experiencia sustenta cada una de nuestras recomendaciones.",
          ],
        },
        {
          heading: "Autorizados y regulados",
          texts: [
            "Contamos con licencia de gestor de fondos y carteras y de intermediario de valores por cuenta propia y ajena.",
            "Somos miembro negociador de la Nigerian Exchange (NGX), registrado ante la Securities and Exchange Commission, Nigeria, y sujeto a su regulación.",
            "Los clientes pueden contar con normas claras, una supervisión independiente y una custodia adecuada de sus activos.",
          ],
        },
        {
          heading: "Análisis y disciplina en la gestión del riesgo",
          texts: [
            "Nuestras decisiones se basan en análisis independientes de empresas, sectores y del conjunto de la economía.",
            "Cada mandato se rige por límites de riesgo definidos y se revisa periódicamente, de modo que los clientes comprendan tanto la oportunidad como el riesgo.",
          ],
        },
        {
          heading: "Nuestro equipo",
          texts: [
            "Nuestra fortaleza reside en profesionales experimentados que conocen sus mercados y a sus clientes.",
            "Desarrollamos el talento dentro del grupo y exigimos los más altos estándares de conducta a todas las personas que nos representan.",
          ],
        },
      ],
    },
    businesses: {
      heading: "Nuestros negocios",
      intro:
        "Tres negocios especializados, cada uno centrado en un conjunto específico de necesidades de los clientes y respaldado por los recursos del grupo.",
      cards: {
        investmentBanking: {
          text: "Banca de inversión",
          desc: "BGL Capital ayuda a empresas, bancos, al gobierno federal, a los gobiernos estatales y a sus organismos a captar capital, llevar a cabo fusiones y adquisiciones, estructurar su financiación y tomar decisiones acertadas en operaciones complejas.",
        },
        assetManagement: {
          text: "Gestión de activos y patrimonios",
          desc: "BGL Asset Management gestiona el patrimonio de clientes particulares e instituciones mediante carteras a medida, fondos de inversión, fondos en dólares, fondos éticos, fondos de dotación y fideicomisos, con un enfoque disciplinado del riesgo.",
        },
        globalMarkets: {
          text: "Mercados globales",
          desc: "BGL Global Markets da acceso a sus clientes a los mercados de renta variable, renta fija y extrabursátiles, con una plataforma digital de negociación, operaciones con margen y un servicio especializado para quienes operan por importes de ₦50 millones o más.",
        },
      },
      contactCta: "Contáctenos",
    },
  },

  management: {
    metaTitle: "Equipo directivo | BGL Group",
    metaDescription:
      "Conozca al consejo y al equipo directivo de BGL Group, BGL Capital, BGL Asset Management y BGL Global Markets, al servicio de sus clientes desde 1995.",
    banner: {
      label: "EQUIPO DIRECTIVO",
      heading: "Las personas que dirigen el grupo",
      text: "Nuestros consejeros y directivos ponen al servicio de nuestros clientes una larga experiencia en banca, inversión y mercados de capitales.",
    },
    groups: {
      board: {
        heading: "Consejo de Administración",
        intro:
          "El Consejo define la estrategia del grupo y supervisa su gobierno corporativo, su gestión de riesgos y su conducta. Sus miembros aportan un criterio independiente y una amplia experiencia.",
      },
      investmentBanking: {
        heading: "BGL Capital",
        intro:
          "El equipo de banca de inversión asesora en captación de capital, fusiones y adquisiciones, financiación estructurada y operaciones del sector público.",
      },
      assetManagement: {
        heading: "BGL Asset Management",
        intro:
          "El equipo de gestión de activos administra las carteras de clientes particulares e instituciones, guiado por el análisis y por un enfoque disciplinado del riesgo.",
      },
      globalMarkets: {
        heading: "BGL Global Markets",
        intro:
          "El equipo de intermediación bursátil ejecuta operaciones de renta variable y renta fija y asiste a los clientes en nuestra plataforma digital y en los mercados extrabursátiles.",
      },
    },
    viewProfile: "Ver perfil",
    detail: {
      label: "EQUIPO DIRECTIVO",
      contactHeading: "Póngase en contacto",
    },
    gone: {
      title: "Ya no forma parte del grupo",
      text: "{name} ya no forma parte de BGL Group. Conozca a quienes dirigen hoy el grupo y sus empresas.",
      grid: "Conocer al equipo directivo",
    },
  },

  milestone: {
    metaTitle: "Trayectoria | BGL Group",
    metaDescription:
      "Descubra las operaciones lideradas por BGL Capital y los mandatos confiados a BGL Asset Management en Nigeria desde 1995, por sector, cliente y año.",
    banner: {
      label: "TRAYECTORIA",
      heading: "Operaciones lideradas, mandatos confiados",
      text: "Más de 100 operaciones y mandatos completados para empresas, bancos, gobiernos e instituciones desde 1995.",
    },
    chooseBusiness: "ELIJA UN NEGOCIO",
    all: "Todos",
    investmentBanking: "BANCA DE INVERSIÓN",
    assetManagement: "GESTIÓN DE ACTIVOS Y PATRIMONIOS",
    searchLabel: "Buscar en nuestra trayectoria",
    searchPlaceholder: "Busque por nombre, sector o función",
    apply: "Buscar",
    clear: "Borrar",
    results: "{count} resultados",
    oneResult: "1 resultado",
    empty:
      "Ningún elemento de nuestra trayectoria coincide con su búsqueda. Pruebe con menos palabras o elija otro negocio.",
  },
} satisfies PagesText;
