import type { SeedPeopleText } from "./index";

/** Roles and biographies of the sample board and leadership, loaded once into a new database. */
export const people = {
  "olufemi-adeyemi-bello": {
    role: "Presidente del Consejo de Administración",
    desc: [
      "Olufemi Adeyemi-Bello preside el Consejo de Administración de BGL Group desde 2016. Aporta más de treinta y cinco años de experiencia en banca, gobierno corporativo y finanzas públicas, y orienta la labor de supervisión del Consejo en materia de estrategia, riesgos y relaciones del grupo con sus reguladores. Bajo su presidencia, el Consejo ha reforzado su estructura de comisiones y ha establecido una separación más clara entre los tres negocios y las funciones de control que comparten.",
      "Inició su carrera a finales de la década de 1980 en el departamento de finanzas corporativas de un banco de negocios nigeriano y más tarde se incorporó a un destacado banco comercial panafricano, donde llegó a ser director ejecutivo responsable de la banca corporativa y del sector público. Posteriormente fue asesor principal de un programa federal de reforma económica, en el que trabajó en la gestión de la deuda pública y en el desarrollo del mercado nacional de bonos.",
      "Olufemi es licenciado en Economía por la University of Ibadan y tiene un máster en Finanzas por una universidad del Reino Unido; además, es miembro titular del Chartered Institute of Bankers of Nigeria. Está convencido de que un grupo financiero se gana su prestigio poco a poco, gracias a un buen criterio aplicado de forma constante durante muchos años, y espera que el Consejo plantee las preguntas difíciles cuanto antes, y no cuando ya sea tarde.",
    ],
    features: [
      {
        title: "Comisiones del Consejo",
        items: [
          "Presidente de la Comisión de Nombramientos y Gobierno Corporativo",
          "Miembro de la Comisión de Estrategia",
        ],
      },
    ],
  },
  "funmilayo-oduya": {
    role: "Directora General del Grupo",
    desc: [
      "Funmilayo Oduya es directora general de BGL Group y la máxima responsable ejecutiva de los resultados de BGL Capital, BGL Asset Management y BGL Global Markets. Define la estrategia del grupo junto con el Consejo, asigna el capital entre los negocios y preside el comité ejecutivo. Su prioridad es que los clientes perciban el grupo como una única relación, sea cual sea el negocio con el que trabajen.",
      "Se incorporó a BGL en 2002 como analista sénior de banca de inversión, tras seis años en el área de auditoría y asesoramiento de una firma internacional de contabilidad. Durante la década siguiente dirigió emisiones de deuda y de acciones para empresas y gobiernos estatales, asumió la dirección de BGL Capital en 2011 y fue nombrada directora general del grupo en 2018. Sus años en los distintos negocios le han dado un conocimiento práctico de cada uno de ellos.",
      "Funmilayo es miembro titular del Institute of Chartered Accountants of Nigeria, licenciada en Contabilidad por la Obafemi Awolowo University y titular de un MBA por una escuela de negocios de Lagos. Es conocida por su preparación minuciosa y su franqueza en el diálogo. Considera que la gestión del riesgo, el desarrollo de las personas y la calidad del asesoramiento a los clientes son los criterios con los que debe medirse el progreso del grupo.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Estrategia del grupo y asignación de capital",
          "Relaciones con los clientes en los tres negocios",
          "Cultura de riesgos y control interno",
          "Desarrollo del talento y planes de sucesión",
        ],
      },
    ],
  },
  "ngozi-eze": {
    role: "Consejera Independiente No Ejecutiva",
    desc: [
      "Ngozi Eze se incorporó al Consejo de Administración de BGL Group como consejera independiente no ejecutiva en 2019. Preside la Comisión de Auditoría del Consejo y aporta una visión independiente sobre la información financiera, la auditoría interna y la relación del grupo con sus auditores externos. Sus colegas la consideran exigente con los detalles y paciente a la hora de explicar por qué esos detalles importan por igual a los clientes, a los accionistas y a los reguladores.",
      "Su trayectoria abarca más de treinta años en auditoría y servicios de aseguramiento. Pasó dos décadas en una firma internacional de auditoría, donde llegó a ser socia responsable de las auditorías de bancos cotizados, aseguradoras y administradoras de fondos de pensiones. Más tarde fue directora de auditoría interna de un grupo industrial diversificado, en el que creó una función de auditoría basada en riesgos que dependía directamente de la comisión de auditoría de su consejo.",
      "Ngozi es licenciada en Contabilidad por la University of Nigeria, Nsukka, miembro titular del Institute of Chartered Accountants of Nigeria y auditora certificada de sistemas de información (CISA). Presta especial atención a los controles de las plataformas digitales del grupo y anima a la dirección a entender la información clara y puntual como un servicio a los clientes tanto como una obligación regulatoria.",
    ],
    features: [
      {
        title: "Comisiones del Consejo",
        items: [
          "Presidenta de la Comisión de Auditoría",
          "Miembro de la Comisión de Gestión de Riesgos",
        ],
      },
      {
        title: "Titulaciones",
        items: [
          "Miembro titular del Institute of Chartered Accountants of Nigeria",
          "Auditora certificada de sistemas de información (CISA)",
          "Licenciatura en Contabilidad, University of Nigeria, Nsukka",
        ],
      },
    ],
  },
  "ibrahim-danjuma": {
    role: "Consejero Independiente No Ejecutivo",
    desc: [
      "Ibrahim Danjuma es consejero independiente no ejecutivo de BGL Group y preside la Comisión de Gestión de Riesgos del Consejo. Se incorporó al Consejo en 2020 y aporta una larga experiencia en finanzas públicas, mercados de capitales y financiación de infraestructuras. Su contribución se centra en la forma en que el grupo identifica, mide y limita los riesgos en sus actividades de asesoramiento, aseguramiento de emisiones, negociación e inversión, y en cómo se informa al Consejo sobre esos límites.",
      "Ibrahim desarrolló la primera etapa de su carrera en el Ministerio Federal de Finanzas, donde trabajó en la planificación presupuestaria y, más tarde, en el marco de endeudamiento de los gobiernos subnacionales. Después se incorporó a una institución financiera de desarrollo, en la que dirigió el equipo de inversión en infraestructuras para el norte de Nigeria y estructuró financiación a largo plazo para proyectos de energía, agua y transporte junto con gobiernos estatales y prestamistas internacionales.",
      "Es licenciado en Economía por la Ahmadu Bello University, Zaria, y tiene un máster en Políticas Públicas por una universidad extranjera; además, es miembro asociado del Chartered Institute of Stockbrokers. Ibrahim es mesurado y metódico. Suele recordar al Consejo que un mandato del sector público conlleva obligaciones con los ciudadanos, y no solo con el funcionario que firma la carta de mandato.",
    ],
    features: [
      {
        title: "Comisiones del Consejo",
        items: [
          "Presidente de la Comisión de Gestión de Riesgos",
          "Miembro de la Comisión de Auditoría",
          "Miembro de la Comisión de Nombramientos y Gobierno Corporativo",
        ],
      },
    ],
  },
  "chinedu-okafor": {
    role: "Consejero No Ejecutivo",
    desc: [
      "Chinedu Okafor es consejero no ejecutivo de BGL Group desde su nombramiento en 2017. Emprendedor e inversor, aporta la perspectiva de un empresario que ha captado capital, ha formado equipos y ha vendido una empresa. Ayuda al Consejo a contrastar los servicios del grupo con lo que los fundadores y las empresas familiares necesitan realmente de un socio financiero, y con la forma en que prefieren ser atendidos.",
      "A principios de la década de 1990 fundó en Onitsha una empresa de distribución de bienes de consumo, que convirtió en una red de suministro a minoristas de todo el Sudeste y el Sur-Sur del país. Tras vender una participación mayoritaria a un inversor estratégico, creó una sociedad de inversión privada con intereses en la industria manufacturera, la agricultura y el sector inmobiliario. También ha formado parte de los consejos de administración de varias sociedades no cotizadas.",
      "Chinedu estudió Administración de Empresas en la Nnamdi Azikiwe University y más tarde completó un programa para directivos sobre gobierno de la empresa familiar. Es directo en el trato y práctico en su enfoque. En el Consejo sigue de cerca la labor del grupo con las pequeñas y medianas empresas, la planificación de la sucesión en las empresas familiares y la forma de preservar el patrimonio privado de una generación a la siguiente.",
    ],
  },
  "tolulope-ajayi": {
    role: "Directora General",
    desc: [
      "Tolulope Ajayi es directora general de BGL Capital, el negocio de banca de inversión del grupo. Dirige el equipo que asesora a empresas, bancos, al gobierno federal y a los gobiernos estatales en captación de capital, aseguramiento de emisiones, fusiones y adquisiciones, financiación estructurada y asesoramiento en operaciones corporativas. Es responsable de la cobertura de clientes del negocio, de su cartera de operaciones y de los estándares de ejecución que esperan los clientes y los reguladores.",
      "Inició su carrera en la tesorería de un destacado banco panafricano antes de incorporarse a la división de banca de inversión de una sociedad de valores regional, donde participó en algunas de las primeras emisiones de bonos corporativos del mercado nigeriano. Se unió a BGL Capital en 2009, dirigió su equipo de mercados de capitales de deuda durante ocho años y fue nombrada directora general en 2018.",
      "Tolulope es licenciada en Economía por la University of Lagos, tiene un MBA por una escuela de negocios del Reino Unido y posee la acreditación CFA. Cree que un buen asesoramiento implica a veces recomendar al cliente que espere, que reestructure o que opte por una operación de menor tamaño. Sus equipos destacan por el rigor de su documentación y por mantenerse muy cerca de los clientes mucho después del cierre de una operación.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Mercados de capitales de deuda y de renta variable",
          "Fusiones y adquisiciones",
          "Financiación del sector público y de infraestructuras",
          "Cobertura de clientes y estándares de ejecución",
        ],
      },
    ],
  },
  "emeka-nwosu": {
    role: "Director de Mercados de Capitales de Deuda",
    desc: [
      "Emeka Nwosu es director de Mercados de Capitales de Deuda de BGL Capital. Dirige la originación, la estructuración y la ejecución de emisiones de bonos, pagarés y sukuk (bonos islámicos) para empresas, bancos y gobiernos estatales. Su equipo acompaña al cliente desde la primera conversación sobre sus necesidades de financiación, pasando por la calificación crediticia, la aprobación regulatoria, la formación del libro de órdenes y la admisión a cotización, hasta las obligaciones de información posteriores a la emisión.",
      "Emeka empezó como analista de renta fija en un creador de mercado de deuda pública de Lagos, donde valoraba títulos públicos y elaboraba modelos de curvas de rendimientos. Después pasó cinco años en el equipo de mercados de capitales de deuda del negocio africano de un banco de inversión internacional, donde trabajó en operaciones de eurobonos y en moneda local en toda África Occidental. Se incorporó a BGL Capital en 2014 y dirige su equipo de deuda desde 2019.",
      "Es licenciado en Matemáticas por la University of Benin, tiene un máster en Ingeniería Financiera y posee la acreditación CFA. De carácter analítico, Emeka presta especial atención al diseño de los compromisos contractuales y de la estructura de amortización. Considera que el mercado nacional de bonos es una de las vías más eficaces para que los emisores nigerianos financien sus activos a largo plazo con recursos también a largo plazo.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Bonos corporativos y bancarios",
          "Programas de bonos de gobiernos estatales",
          "Programas de pagarés",
          "Sukuk y bonos verdes",
        ],
      },
    ],
  },
  "aisha-lawal": {
    role: "Directora de Fusiones y Adquisiciones",
    desc: [
      "Aisha Lawal es directora de Fusiones y Adquisiciones de BGL Capital. Asesora a compradores, vendedores y consejos de administración en adquisiciones, desinversiones, fusiones y reestructuraciones, desde la valoración, la negociación y las autorizaciones regulatorias hasta el trabajo de integrar dos organizaciones. Cuenta con una experiencia especialmente sólida en los sectores eléctrico, de telecomunicaciones y de logística, donde las operaciones suelen ser largas, técnicas y estar estrechamente reguladas.",
      "Aisha se formó en el área de servicios de transacciones de una firma internacional de servicios profesionales, donde realizó procesos de diligencia debida financiera para inversores de capital privado y grupos multinacionales que se implantaban en Nigeria. Después se incorporó al equipo de desarrollo corporativo de una empresa industrial cotizada, donde participó en varias adquisiciones por la parte compradora. Se unió a BGL Capital en 2015 y asumió la dirección de su equipo de fusiones y adquisiciones en 2020.",
      "Es licenciada en Contabilidad por la Bayero University Kano, tiene un máster en Finanzas y es miembro asociado del Institute of Chartered Accountants of Nigeria. Aisha mantiene la calma en la negociación y es precisa en la preparación. Sostiene que la mayoría de las operaciones triunfan o fracasan en la fase de integración, y anima a sus clientes a planificar sus primeros cien días antes de firmar.",
    ],
  },
  "kunle-adebanjo": {
    role: "Vicepresidente Asociado de Asesoramiento al Sector Público",
    desc: [
      "Kunle Adebanjo es vicepresidente asociado de Asesoramiento al Sector Público en BGL Capital. Trabaja con ministerios, departamentos y organismos federales y estatales en estrategias de financiación, asociaciones público-privadas, gestión de la deuda y reforma de las pensiones. Su labor abarca la modelización financiera, el análisis de alternativas y la preparación de la documentación que los organismos públicos necesitan para obtener aprobaciones, llevar a cabo procesos de contratación y dialogar con los inversores.",
      "Inició su carrera como analista en la oficina de planificación del ministerio de finanzas de un estado, antes de pasar al área de asesoramiento en infraestructuras de una consultora internacional. Allí participó en la preparación de proyectos de transporte, sanidad y vivienda en el marco de asociaciones público-privadas. Se incorporó a BGL Capital en 2019 y ha trabajado en los mandatos del grupo relativos a las pensiones de un estado y a un hospital universitario.",
      "Kunle es ingeniero civil por la University of Ilorin, tiene un máster en Economía del Desarrollo y es candidato al programa CFA. Combina la atención de un ingeniero a la forma en que se construyen y mantienen los activos con la visión de un financiero sobre cómo se pagan. Cree que los proyectos públicos bien preparados atraen capital privado en condiciones más equitativas.",
    ],
  },
  "yetunde-akinola": {
    role: "Directora General",
    desc: [
      "Yetunde Akinola es directora general de BGL Asset Management, que gestiona patrimonios privados, carteras institucionales y fondos especializados, entre ellos fondos de inversión, fondos en dólares, fondos éticos, fondos de dotación y fideicomisos. Es responsable de la estrategia del negocio, del gobierno de las inversiones y del servicio al cliente, y preside su comité de inversiones. Antepone la disciplina en la gestión de las carteras y la claridad de la información a las clasificaciones a corto plazo.",
      "Comenzó su carrera como analista de renta variable en una sociedad de intermediación bursátil de Lagos y pasó después a la gestión de carteras en una administradora de fondos de pensiones, donde gestionó carteras de renta fija y de renta variable de cuentas de ahorro para la jubilación. Se incorporó a BGL Asset Management en 2008 como responsable de carteras institucionales, creó su área de fondos de dotación y fideicomisos y fue nombrada directora general en 2017.",
      "Yetunde es licenciada en Economía por la Obafemi Awolowo University, tiene un máster en Gestión de Inversiones y posee la acreditación CFA. Considera que los objetivos, los compromisos financieros y la tolerancia a las pérdidas de un cliente deben definir una cartera antes que cualquier visión del mercado. Ejerce de mentora de muchos de los profesionales de inversión más jóvenes del negocio y apoya decididamente el programa del grupo para recién titulados.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Gobierno de las inversiones",
          "Mandatos institucionales y de fondos de dotación",
          "Fondos especializados y éticos",
          "Información a los clientes",
        ],
      },
    ],
  },
  "obinna-chukwu": {
    role: "Director de Inversiones",
    desc: [
      "Obinna Chukwu es director de Inversiones de BGL Asset Management. Dirige el equipo de inversión en renta fija, renta variable y activos alternativos, establece la visión de la entidad sobre la asignación de activos y supervisa la construcción de las carteras de los fondos y de los mandatos de gestión individualizados. Es responsable de garantizar que cada cartera se gestione conforme a sus objetivos declarados, sus límites de riesgo y los requisitos regulatorios.",
      "Obinna inició su carrera en la mesa de renta fija de un destacado banco panafricano, donde negociaba letras del Tesoro y bonos del Estado, antes de pasar a la gestión de inversiones como gestor de carteras en la filial de inversiones de una compañía de seguros. Más tarde gestionó carteras multiactivo para una gestora regional con clientes en Nigeria y Ghana. Se incorporó a BGL Asset Management en 2016 y fue nombrado director de Inversiones en 2021.",
      "Es licenciado en Estadística por la University of Nigeria, Nsukka, tiene un máster en Finanzas, posee la acreditación CFA y es gestor de riesgos financieros certificado. Obinna se muestra escéptico ante las previsiones y prefiere carteras capaces de resistir escenarios muy diversos. Concede especial importancia a la liquidez, a la rentabilidad una vez descontada la inflación y a explicar con sencillez las decisiones de inversión a los clientes.",
    ],
  },
  "hauwa-abdullahi": {
    role: "Responsable de Gestión de Patrimonios Privados",
    desc: [
      "Hauwa Abdullahi es responsable de Gestión de Patrimonios Privados en BGL Asset Management. Dirige el equipo que atiende a particulares, familias y sus empresas, y que reúne la gestión de inversiones, la planificación del ahorro, los fideicomisos y las disposiciones sucesorias. Su equipo construye relaciones duraderas, a menudo con dos o tres generaciones de una misma familia, y colabora con los abogados y asesores fiscales de los clientes cuando sus asuntos lo requieren.",
      "Comenzó su carrera en la unidad de banca privada de un destacado banco panafricano en Abuja, atendiendo a empresarios y profesionales de alto nivel. Después dirigió el equipo de asesoramiento patrimonial de una sociedad fiduciaria, donde trabajó en planificación patrimonial y sucesoria, administración de fideicomisos y fundaciones benéficas. Hauwa se incorporó a BGL Asset Management en 2017 para crear su área de patrimonios privados en Abuja y dirige el equipo a escala nacional desde 2021.",
      "Hauwa es licenciada en Administración de Empresas por la University of Abuja, tiene un diploma de posgrado en gestión de patrimonios y es miembro asociado del Chartered Institute of Stockbrokers. En una primera reunión escucha más de lo que habla. Cree que los clientes tienen derecho a comprender cada producto que poseen, cada comisión que pagan y cómo se protege su patrimonio.",
    ],
    features: [
      {
        title: "Titulaciones",
        items: [
          "Diploma de posgrado en gestión de patrimonios",
          "Miembro asociado del Chartered Institute of Stockbrokers",
          "Licenciatura en Administración de Empresas, University of Abuja",
        ],
      },
    ],
  },
  "segun-falana": {
    role: "Responsable de Análisis",
    desc: [
      "Segun Falana es responsable de Análisis de BGL Asset Management. Dirige el equipo que proporciona análisis económico, de renta fija y de renta variable a los gestores de carteras, a los asesores de patrimonios privados y a los clientes institucionales del grupo. Su trabajo abarca la política monetaria, la inflación, el tipo de cambio, las finanzas públicas y las perspectivas de los sectores que componen la Nigerian Exchange.",
      "Segun inició su carrera como economista en el departamento de estudios de un destacado banco panafricano, donde escribía sobre la economía nigeriana y el sector bancario. Más tarde dirigió el análisis de renta variable de una sociedad de valores de Lagos, con cobertura de bancos, empresas de bienes de consumo y compañías industriales. Se incorporó a BGL Asset Management en 2018 y asumió la dirección de su equipo de análisis un año después.",
      "Es licenciado en Economía por la University of Ibadan, tiene un máster en Economía por una universidad del Reino Unido y posee la acreditación CFA. Segun escribe con claridad y distingue los hechos de las opiniones. Cree que el análisis se gana la confianza cuando expone abiertamente sus hipótesis, revisa sus previsiones con honestidad y explica qué le haría cambiar de opinión.",
    ],
  },
  "babatunde-ogunleye": {
    role: "Director General",
    desc: [
      "Babatunde Ogunleye es director general de BGL Global Markets, el negocio de valores del grupo, cuya denominación social es BGL Securities Limited. Dirige sus actividades de intermediación, renta fija, negociación extrabursátil, operaciones con margen, financiación participativa y negociación digital, y es responsable de la conducta en el mercado, de la protección de los activos de los clientes y de la condición del negocio como miembro negociador de la Nigerian Exchange.",
      "Babatunde cuenta con más de veinticinco años de trayectoria en el mercado de capitales nigeriano. Empezó como auxiliar de operaciones en el parqué de la bolsa de Lagos, obtuvo la habilitación como corredor de bolsa y llegó a ser jefe de negociación de una sociedad de intermediación de tamaño medio. Se incorporó a BGL en 2005, dirigió durante varios años la mesa de clientes de alto patrimonio y fue nombrado director general de BGL Global Markets en 2016.",
      "Es licenciado en Banca y Finanzas por la University of Lagos, tiene un MBA y es miembro titular del Chartered Institute of Stockbrokers. Babatunde ha vivido varios ciclos de mercado y habla de ellos sin dramatismo. Considera que la mejor ejecución, unos registros exactos y una liquidación puntual son los cimientos de la reputación de un intermediario, y que la tecnología debe ampliar el acceso sin rebajar el nivel de exigencia.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Intermediación y conducta en el mercado",
          "Servicios para clientes de alto patrimonio",
          "Renta fija y negociación extrabursátil",
          "Acceso digital y financiación participativa",
        ],
      },
    ],
  },
  "chiamaka-obi": {
    role: "Responsable de Negociación",
    desc: [
      "Chiamaka Obi es responsable de Negociación de BGL Global Markets. Dirige la mesa de negociación que ejecuta las órdenes de los clientes en renta variable y renta fija en la Nigerian Exchange y en el mercado extrabursátil, y supervisa la cartera de operaciones con margen. Sus responsabilidades incluyen la calidad de la ejecución, los límites de negociación y los controles diarios que garantizan la coherencia entre las órdenes, las posiciones y las liquidaciones de los clientes.",
      "Comenzó su carrera como operadora en una sociedad de intermediación bursátil de Lagos y pasó después a la mesa de renta fija de un destacado banco panafricano, donde negociaba bonos del Estado y letras del Tesoro con contrapartes institucionales. Se incorporó a BGL Global Markets en 2013 como operadora sénior, asumió la responsabilidad de la mesa de renta fija en 2017 y dirige todo el equipo de negociación desde 2020.",
      "Chiamaka es licenciada en Economía por la Nnamdi Azikiwe University y miembro asociado del Chartered Institute of Stockbrokers. Sus colegas la describen como rápida, serena y precisa. Considera que los clientes juzgan una mesa de negociación por los pequeños detalles bien hechos de forma constante: un precio justo, una confirmación clara y una respuesta franca cuando el mercado tiene poca liquidez.",
    ],
  },
  "zainab-yusuf": {
    role: "Responsable de Plataformas Digitales",
    desc: [
      "Zainab Yusuf es responsable de Plataformas Digitales de BGL Global Markets. Dirige los equipos de producto e ingeniería que están detrás de la plataforma digital de negociación del grupo y de su servicio de financiación participativa, a través de los cuales los clientes abren sus cuentas y aportan fondos a ellas, negocian valores y siguen sus carteras en línea. Es responsable de la fiabilidad, la seguridad y la facilidad de uso de las plataformas, así como de garantizar que cada funcionalidad cumpla los requisitos regulatorios.",
      "Zainab inició su carrera como ingeniera informática en una empresa de pagos de Lagos, donde desarrollaba sistemas para transacciones con tarjeta y a través del móvil. Más tarde dirigió la gestión de producto en una empresa de préstamos digitales y, después, en la filial tecnológica de un destacado banco panafricano, donde supervisó su aplicación móvil para clientes particulares. Se incorporó a BGL Global Markets en 2021 para renovar por completo su servicio de negociación en línea.",
      "Es licenciada en Informática por la Ahmadu Bello University, Zaria, y tiene un máster en Sistemas de Información. Zainab implica a sus colegas de cumplimiento normativo y de operaciones al inicio de cada proyecto, y no al final. Cree que una buena plataforma de inversión debe ayudar a quienes invierten por primera vez a comprender lo que compran, y no simplemente permitirles comprar más deprisa.",
    ],
    features: [
      {
        title: "Áreas prioritarias",
        items: [
          "Plataforma digital de negociación",
          "Financiación participativa",
          "Alta de clientes y verificación de identidad",
          "Ciberseguridad y resiliencia de la plataforma",
        ],
      },
    ],
  },
  "ifeanyi-mbah": {
    role: "Responsable de Operaciones y Servicios de Registro",
    desc: [
      "Ifeanyi Mbah es responsable de Operaciones y Servicios de Registro de BGL Global Markets. Dirige los equipos encargados de la liquidación de operaciones, los registros de activos de los clientes, los eventos corporativos y la conciliación con las entidades de registro de acciones y el depositario central de valores. Su trabajo garantiza que lo que posee un cliente, lo que figura en los registros de accionistas y lo que consta en los registros del propio grupo coincidan plenamente.",
      "Ifeanyi inició su carrera en una entidad de registro de acciones de Lagos, donde gestionaba el pago de dividendos, las ampliaciones de capital liberadas y la verificación de los registros de accionistas. Pasó después al departamento de liquidación de una gran sociedad de intermediación, donde dirigió la migración de los registros de clientes a sistemas electrónicos. Se incorporó a BGL Global Markets en 2011 y dirige sus operaciones desde 2016, incluido el servicio de conciliación con las entidades de registro para clientes con participaciones inactivas o no reclamadas.",
      "Es licenciado en Contabilidad por la Enugu State University of Science and Technology y miembro asociado del Chartered Institute of Stockbrokers. Ifeanyi es paciente y meticuloso, y mantiene la calma bajo presión. Cree que es en las operaciones donde la confianza de un cliente se confirma o se pierde, y mide a su equipo por los errores que nunca llegan a un cliente.",
    ],
  },
} satisfies SeedPeopleText;
