import type { BusinessText } from "../../types";

/** The three business pages: investment banking, asset and wealth management, global markets. */
export const business = {
  investmentBanking: {
    metaTitle: "Banco de investimento | BGL Capital",
    metaDescription:
      "A BGL Capital assessora empresas, bancos e governos na Nigéria em captação de recursos, garantia de subscrição, fusões e aquisições e financiamento estruturado.",
    banner: {
      label: "BANCO DE INVESTIMENTO",
      heading: "Capital e aconselhamento para decisões que moldam instituições",
      text: "A BGL Capital ajuda empresas, bancos e governos a captar recursos, concluir operações e preparar o seu crescimento. Cada mandato conta com quase três décadas de experiência no mercado nigeriano.",
    },
    whoWeAre: {
      heading: "Quem somos",
      paragraphs: [
        "A BGL Capital é a área de banco de investimento do BGL Group. Desde 1995, aconselhamos empresas, bancos, o governo federal, governos estaduais e as suas entidades sobre a forma de financiar os seus planos e de executar as operações que deles decorrem. O nosso trabalho abrange a captação de recursos por meio de ações e de dívida, a garantia de subscrição, as fusões e aquisições, o financiamento estruturado e a assessoria, e responde por muitos dos mais de 100 marcos do grupo.",
        "A BGL Capital está registrada na Securities and Exchange Commission, Nigeria, como coordenadora de emissões e consultora financeira. Esse registro implica deveres que levamos a sério: uma diligência prévia rigorosa, a divulgação de informação exata e o tratamento equitativo dos investidores. As nossas equipes conhecem o processo de aprovação da SEC e os requisitos de admissão à negociação da Nigerian Exchange e da FMDQ, o que permite aos clientes definir o seu calendário com uma visão realista de cada etapa.",
        "Cada mandato é conduzido por banqueiros seniores que acompanham o processo da primeira reunião à conclusão. Trabalhamos em estreita colaboração com os colegas da BGL Asset Management e da BGL Global Markets, que nos dão uma visão direta do interesse dos investidores e das condições de mercado. Assim, os clientes recebem um aconselhamento que reflete o preço a que o capital é efetivamente colocado e a forma como é distribuído na Nigéria, e não o que a teoria sugere.",
      ],
    },
    services: {
      heading: "Nossos serviços",
      intro:
        "Prestamos uma gama completa de serviços de banco de investimento a clientes dos setores privado e público. Cada trabalho é definido em função dos objetivos, do calendário e da tolerância ao risco do cliente.",
      items: [
        {
          title: "Captação de recursos",
          text: "Ajudamos empresas e entidades públicas a obter financiamento, sob a forma de capital ou de dívida, de investidores nigerianos e internacionais. O nosso trabalho abrange ofertas públicas iniciais e subsequentes, aumentos de capital com direito de preferência, colocações privadas, títulos de dívida e papel comercial. Aconselhamos sobre o instrumento, o montante e o momento adequados e, depois, conduzimos todo o processo, incluindo a alocação dos títulos e a admissão à negociação.",
          points: [
            "Ofertas públicas e aumentos de capital com direito de preferência",
            "Colocações privadas",
            "Títulos de dívida corporativa e subnacional",
            "Programas de papel comercial",
          ],
        },
        {
          title: "Garantia de subscrição",
          text: "Na qualidade de garante, assumimos o compromisso de subscrever os valores mobiliários que os investidores não subscreverem, o que dá aos emitentes maior certeza quanto ao resultado da oferta. Só acordamos as condições após uma avaliação cuidadosa do emitente, do preço e do interesse provável dos investidores, e formamos consórcios com outros garantes para dividir o risco nas emissões de maior dimensão.",
          points: [
            "Garantia firme e garantia de subscrição do remanescente",
            "Formação e gestão de consórcios de garantia",
            "Formação de preço e avaliação do interesse dos investidores",
          ],
        },
        {
          title: "Fusões e aquisições",
          text: "Assessoramos compradores, vendedores e conselhos de administração em aquisições, alienações, fusões e reestruturações. A nossa função inclui identificar contrapartes, avaliar empresas, negociar condições e coordenar o trabalho jurídico, fiscal e regulatório. Também orientamos os clientes nas aprovações exigidas pela Securities and Exchange Commission, Nigeria, e por outras autoridades.",
          points: [
            "Assessoria ao comprador e ao vendedor",
            "Avaliações e pareceres de equidade",
            "Ofertas públicas de aquisição e acordos de reorganização societária",
            "Aprovações regulatórias",
          ],
        },
        {
          title: "Financiamento estruturado",
          text: "Concebemos financiamentos para projetos e ativos cujos fluxos de caixa não se ajustam a empréstimos convencionais. Este trabalho inclui o financiamento de projetos e de infraestruturas, a securitização, os títulos garantidos por ativos e as estruturas que combinam várias fontes de capital. Modelamos os fluxos de caixa com rigor e definimos garantias e cláusulas contratuais adequadas aos riscos de cada operação.",
          points: [
            "Financiamento de projetos e de infraestruturas",
            "Securitização e títulos garantidos por ativos",
            "Reestruturação de dívida",
            "Reforço de crédito",
          ],
        },
        {
          title: "Assessoria em transações",
          text: "Atuamos como assessor financeiro independente em operações complexas. Avaliamos as opções, preparamos modelos financeiros, analisamos planos de negócios e coordenamos os demais assessores envolvidos. Os conselhos de administração e as direções executivas utilizam o nosso aconselhamento para tomar decisões informadas sobre investimentos, desinvestimentos, recapitalizações e parcerias estratégicas, com os custos e os riscos de cada opção claramente expostos.",
          points: [
            "Modelos financeiros e estudos de viabilidade",
            "Avaliações independentes",
            "Assessoria em recapitalizações",
            "Coordenação dos demais assessores",
          ],
        },
        {
          title: "Assessoria ao setor público",
          text: "Assessoramos o governo federal, os governos estaduais e as suas entidades em programas de financiamento, gestão da dívida e parcerias público-privadas. O nosso trabalho inclui emissões de títulos de dívida estaduais, o financiamento de infraestruturas e a preparação de ativos públicos para o investimento privado. Conhecemos as regras fiscais, a contratação pública e a exigência de transparência em cada etapa.",
          points: [
            "Emissões de títulos de dívida de estados e entidades públicas",
            "Parcerias público-privadas",
            "Estratégia de gestão da dívida",
            "Privatizações e concessões",
          ],
        },
      ],
    },
    approach: {
      heading: "Como trabalhamos",
      intro:
        "Cada mandato segue um processo claro, acordado com o cliente desde o início e reavaliado à medida que a operação avança.",
      steps: [
        {
          title: "Compreender o objetivo",
          text: "Começamos por conhecer a atividade do cliente, a sua situação financeira e o que a operação deve alcançar. As primeiras conversas com a direção e o conselho de administração dão origem a um mandato com âmbito, responsabilidades e calendário claramente definidos.",
        },
        {
          title: "Conceber a solução",
          text: "Testamos estruturas alternativas à luz das condições de mercado, do interesse dos investidores e dos requisitos regulatórios. O cliente recebe uma recomendação que expõe com clareza os custos, os riscos e as contrapartidas de cada opção, para que todas as decisões se baseiem numa visão completa.",
        },
        {
          title: "Executar com disciplina",
          text: "Banqueiros seniores conduzem a documentação, a diligência prévia, a submissão de documentos às autoridades reguladoras e a relação com os investidores. Coordenamos advogados, auditores, agentes fiduciários e agentes de registro, acompanhamos cada etapa em relação ao calendário e informamos regularmente o cliente sobre o andamento do processo.",
        },
        {
          title: "Permanecer ao lado do cliente",
          text: "O nosso envolvimento continua após a conclusão. Apoiamos o cumprimento das obrigações pós-emissão, a relação com os investidores e as futuras necessidades de financiamento, e muitos clientes voltam a recorrer a nós em operações posteriores, à medida que os seus planos evoluem.",
        },
      ],
    },
    industryLeadership: {
      heading: "Liderança no setor",
      intro:
        "A nossa posição tem por base o trabalho que realizamos, em muitos setores e ao longo de muitos ciclos de mercado.",
      items: [
        {
          title: "Conhecimento setorial",
          text: "Os nossos banqueiros trabalharam com clientes dos setores de serviços financeiros, energia, indústria, imobiliário, telecomunicações e agricultura. Esse conhecimento é útil para apreciar avaliações, antecipar as perguntas dos investidores e definir condições adequadas a cada setor.",
        },
        {
          title: "Histórico de execução",
          text: "O grupo concluiu mais de 100 operações e mandatos desde 1995, em mercados favoráveis e em mercados difíceis. Sabemos como manter uma oferta dentro do calendário e como reagir quando as condições mudam.",
        },
        {
          title: "Experiência no setor público",
          text: "Assessoramos o governo federal, governos estaduais e as suas entidades em emissões de títulos de dívida, financiamento de infraestruturas e parcerias público-privadas, respeitando as regras fiscais e os requisitos da contratação pública.",
        },
        {
          title: "Relacionamento com investidores",
          text: "As relações com administradoras de fundos de pensão, seguradoras, gestoras de ativos e bancos, construídas ao longo de quase três décadas, permitem-nos conhecer de forma fundamentada o interesse dos investidores antes do lançamento de uma operação.",
        },
      ],
      linkLabel: "Ver o nosso histórico de operações",
    },
    partners: {
      heading: "Reguladores e parceiros de mercado",
      intro:
        "Trabalhamos no quadro definido pela Securities and Exchange Commission, Nigeria, e em articulação com a Nigerian Exchange, a FMDQ e o Central Securities Clearing System. As nossas operações são aprovadas, admitidas à negociação ou à cotação e liquidadas por meio destas instituições, segundo as suas regras.",
    },
    trackRecord: {
      heading: "Destaques do nosso histórico",
      intro:
        "Uma seleção de operações em que a BGL Capital atuou para empresas, bancos, governos e as suas entidades.",
    },
    leadership: {
      heading: "Nossa liderança",
      intro:
        "A BGL Capital é dirigida por banqueiros com longa experiência nos mercados de capitais nigerianos, em finanças corporativas e em assessoria ao setor público. Eles continuam diretamente envolvidos nos mandatos que supervisionam.",
    },
    news: {
      heading: "Notícias e análises",
      intro: "Anúncios de operações, comentários de mercado e novidades da BGL Capital.",
      readMore: "Ver mais notícias",
    },
    connect: {
      heading: "Fale conosco",
      intro:
        "Se tem em vista uma captação de recursos, uma aquisição ou um programa de financiamento, a nossa equipe está disponível para uma conversa confidencial, por e-mail ou por telefone.",
    },
    regulatoryLine:
      "A BGL Capital Limited é registrada e regulada pela Securities and Exchange Commission, Nigeria, como coordenadora de emissões (issuing house) e consultora financeira.",
  },

  assetManagement: {
    metaTitle: "Gestão de ativos e de patrimônio | BGL Asset Management",
    metaDescription:
      "A BGL Asset Management gere o patrimônio de particulares e instituições na Nigéria: fundos de investimento, em dólares e éticos, fundos patrimoniais e fundos fiduciários.",
    banner: {
      label: "GESTÃO DE ATIVOS E DE PATRIMÔNIO",
      heading: "Gestão criteriosa do patrimônio de famílias e instituições",
      text: "Gerimos investimentos de clientes particulares, fundos de pensão, seguradoras, fundos patrimoniais e outras instituições. Cada carteira é construída em função dos objetivos, do horizonte temporal e da tolerância ao risco do cliente.",
    },
    whoWeAre: {
      heading: "Quem somos",
      paragraphs: [
        "A BGL Asset Management é a área de gestão de ativos e de patrimônio do BGL Group. Gerimos carteiras de particulares e famílias, empresas, fundos de pensão, seguradoras, fundos patrimoniais, fundos fiduciários e instituições públicas. O grupo gere mais de $1 bilhão em ativos, e muitas das nossas relações com clientes, iniciadas nos anos seguintes a 1995, abrangem hoje mais de uma geração da mesma família ou instituição.",
        "Temos licença da Securities and Exchange Commission, Nigeria, para atuar como gestora de fundos e de carteiras. Os ativos dos clientes ficam à guarda de custodiantes e agentes fiduciários independentes, separados do nosso próprio balanço, e os nossos fundos estão sujeitos à prestação regular de informações ao regulador e a auditoria externa. Estas salvaguardas garantem que os ativos dos clientes se mantêm separados dos nossos e devidamente contabilizados em todos os momentos.",
        "As nossas decisões de investimento têm por base a análise e um processo disciplinado. Acompanhamos de perto os mercados nigerianos de ações, de renda fixa e monetário, e recorremos aos mercados internacionais quando o mandato do cliente o permite. Falamos com franqueza sobre o risco e prestamos informação de forma clara e regular, para que os clientes saibam sempre o que detêm, qual foi o seu desempenho e as razões desse desempenho.",
      ],
    },
    services: {
      heading: "Nossos serviços",
      intro:
        "Atuamos em três áreas, cada uma com os seus especialistas e organizada em função das necessidades dos clientes que serve.",
      items: [
        {
          title: "Gestão de patrimônio privado",
          text: "Gerimos o patrimônio de particulares e famílias por meio de carteiras discricionárias e de aconselhamento. Um gestor de relacionamento dedicado conhece os objetivos, as necessidades de rendimento e o perfil de risco de cada cliente, e constrói uma carteira de ações, renda fixa e liquidez. Também ajudamos os clientes a preparar-se para as despesas de educação, para o fim da vida ativa e para a transmissão do patrimônio.",
          points: [
            "Carteiras discricionárias e de aconselhamento",
            "Um gestor de relacionamento dedicado",
            "Investimentos em naira e em dólares",
            "Apoio em matéria de sucessão e de transmissão do patrimônio",
          ],
        },
        {
          title: "Gestão de ativos institucional",
          text: "Gerimos mandatos segregados para fundos de pensão, seguradoras, tesourarias de empresas, cooperativas, organizações religiosas e instituições públicas. Cada carteira segue uma política de investimento acordada com o cliente e os limites fixados pelo seu regulador. Fornecemos relatórios detalhados, participamos nas reuniões das comissões de investimento e apoiamos os órgãos de gestão no cumprimento dos seus deveres fiduciários.",
          points: [
            "Mandatos de carteira segregados",
            "Definição da política de investimento",
            "Alocação de ativos em função dos passivos",
            "Relatórios para conselhos e comissões",
          ],
        },
        {
          title: "Gestão de ativos especializada",
          text: "Gerimos fundos de investimento coletivo e veículos especializados para necessidades específicas. Os nossos fundos incluem fundos do mercado monetário, de renda fixa, em dólares e éticos, cada um com um objetivo declarado e preços publicados regularmente. Gerimos também fundos patrimoniais e fundos fiduciários para fundações, escolas, famílias e instituições de beneficência, com horizontes longos e finalidades definidas.",
          points: [
            "Fundos do mercado monetário e de renda fixa",
            "Fundos em dólares e fundos éticos",
            "Gestão de fundos patrimoniais",
            "Trusts privados e filantrópicos",
          ],
        },
      ],
    },
    approach: {
      heading: "Como trabalhamos",
      intro:
        "Aplicamos a mesma disciplina à gestão das poupanças de uma família e das reservas de uma instituição.",
      steps: [
        {
          title: "Conhecer o cliente",
          text: "Começamos por uma conversa detalhada sobre objetivos, horizonte temporal, necessidades de liquidez e tolerância ao risco. As conclusões são formalizadas numa política de investimento que o cliente analisa e aprova antes de investirmos.",
        },
        {
          title: "Construir a carteira",
          text: "A alocação de ativos segue a política acordada e a nossa análise dos mercados nigeriano e internacionais. Selecionamos os títulos pela qualidade, liquidez e valor, e diversificamos as posições para evitar uma concentração excessiva num único emitente.",
        },
        {
          title: "Gerir o risco de forma contínua",
          text: "Acompanhamos diariamente as carteiras em relação aos seus limites e às condições de mercado. As alterações são feitas dentro do mandato e documentadas com a sua fundamentação, e uma função de risco independente analisa as exposições e o cumprimento das regras.",
        },
        {
          title: "Informar e rever",
          text: "Os clientes recebem extratos claros e relatórios de desempenho regulares, comparados com índices de referência acordados. Realizamos reuniões pelo menos uma vez por ano, ou sempre que as circunstâncias mudem, para rever a política e ajustar a carteira.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Razões para nos escolher",
      intro:
        "Os clientes confiam em nós pelo cuidado com que tratamos o seu dinheiro e pela clareza com que explicamos o que fazemos.",
      items: [
        {
          title: "Experiência em diferentes ciclos",
          text: "Desde 1995, o grupo investiu em períodos de inflação elevada, de ajustes cambiais e de variação das taxas de juros. Essa experiência orienta a forma como construímos carteiras pensadas para se manterem sólidas quando as condições se tornam difíceis.",
        },
        {
          title: "Regulação e transparência",
          text: "Temos licença da Securities and Exchange Commission, Nigeria. Os ativos dos clientes ficam à guarda de custodiantes independentes, os nossos fundos são auditados externamente e todas as comissões são integralmente divulgadas antes de qualquer investimento.",
        },
        {
          title: "Atenção personalizada",
          text: "Cada cliente tem um gestor de relacionamento designado, que conhece as suas circunstâncias. As perguntas recebem respostas rápidas e diretas, e os nossos gestores de carteiras estão disponíveis para explicar pessoalmente as suas decisões.",
        },
        {
          title: "Parte de um grupo mais amplo",
          text: "Os clientes contam com o conhecimento de mercado da BGL Global Markets e com a experiência em operações da BGL Capital, enquanto as nossas decisões de investimento permanecem independentes e orientadas exclusivamente pelo mandato de cada cliente.",
        },
      ],
    },
    partners: {
      heading: "Reguladores e parceiros de mercado",
      intro:
        "A nossa atividade é licenciada e supervisionada pela Securities and Exchange Commission, Nigeria. As nossas carteiras investem em valores mobiliários negociados na Nigerian Exchange e na FMDQ, e as posições são compensadas e liquidadas por meio do Central Securities Clearing System.",
    },
    trackRecord: {
      heading: "Destaques do nosso histórico",
      intro:
        "Uma seleção de mandatos em que a BGL Asset Management geriu fundos de investimento, fundos patrimoniais e carteiras institucionais.",
    },
    leadership: {
      heading: "Nossa liderança",
      intro:
        "A BGL Asset Management é dirigida por profissionais de investimento com longa experiência em gestão de carteiras, análise e atendimento a clientes. São eles que definem a nossa política de investimento e supervisionam cada mandato.",
    },
    news: {
      heading: "Notícias e análises",
      intro:
        "Comentários de mercado, novidades sobre os fundos e anúncios da BGL Asset Management.",
      readMore: "Ver mais notícias",
    },
    connect: {
      heading: "Fale conosco",
      intro:
        "Quer pense no futuro da sua família, quer administre as reservas de uma instituição, teremos todo o prazer em conhecer os seus objetivos. A nossa equipe está disponível por e-mail e por telefone.",
    },
    regulatoryLine:
      "A BGL Asset Management Limited tem licença de gestora de fundos e de carteiras e é regulada pela Securities and Exchange Commission, Nigeria.",
  },

  globalMarkets: {
    metaTitle: "Negociação de valores mobiliários | BGL Global Markets",
    metaDescription:
      "A BGL Global Markets (BGL Securities Limited) oferece ações, renda fixa, mercado de balcão e negociação com margem, via operadores e plataforma digital.",
    banner: {
      label: "MERCADOS GLOBAIS",
      heading: "Acesso claro e confiável aos mercados de valores mobiliários da Nigéria",
      text: "A BGL Global Markets dá a investidores particulares e institucionais acesso aos mercados de ações, de renda fixa e de balcão. Operadores experientes e uma plataforma digital apoiam cada ordem.",
    },
    whoWeAre: {
      heading: "Quem somos",
      paragraphs: [
        "A BGL Global Markets é a área de valores mobiliários do BGL Group e o nome comercial da BGL Securities Limited. Somos corretora de valores mobiliários (broker/dealer) e membro negociador da Nigerian Exchange, e a nossa atividade é registrada e regulada pela Securities and Exchange Commission, Nigeria. Há quase três décadas, compramos e vendemos valores mobiliários por conta de particulares, investidores de patrimônio elevado, empresas e instituições.",
        "Os nossos operadores acompanham o mercado nigeriano em todos os dias de negociação. Conhecem a liquidez de cada ação e de cada título de dívida, o calendário dos eventos societários e o efeito das grandes ordens sobre o preço. Esse conhecimento é mais importante quando os clientes negociam grandes volumes ou títulos menos líquidos, em que uma execução cuidadosa pode fazer uma diferença real no resultado.",
        "Conjugamos o atendimento personalizado com ferramentas modernas. Os clientes podem falar com um operador por telefone, negociar na nossa plataforma digital ou utilizar ambos. Todas as contas seguem os mesmos padrões de tratamento de ordens, liquidação e prestação de informação, e a nossa equipe de operações trabalha com os agentes de registro e o Central Securities Clearing System para manter as posições de cada cliente exatas e atualizadas.",
      ],
    },
    services: {
      heading: "Nossos serviços",
      intro:
        "Os nossos serviços abrangem todo o ciclo de vida de um investimento, da abertura da conta e da transmissão de ordens à liquidação, à manutenção de registros e ao financiamento.",
      items: [
        {
          title: "Serviços para clientes de patrimônio elevado",
          text: "Este serviço é destinado a clientes que negociam ₦50 milhões ou mais. Cada cliente tem um operador dedicado, prioridade no tratamento das ordens e sínteses de mercado regulares. Ajudamos a estruturar grandes ordens para limitar o seu efeito no preço, fazemos a articulação com a BGL Asset Management quando o cliente o deseja e fornecemos relatórios consolidados de todas as contas.",
          points: [
            "Para clientes que negociam ₦50 milhões ou mais",
            "Um operador e um gestor de relacionamento dedicados",
            "Execução cuidadosa de grandes ordens",
            "Relatórios consolidados",
          ],
        },
        {
          title: "Plataforma digital de negociação",
          text: "A nossa plataforma digital permite aos clientes transmitir ordens na Nigerian Exchange, acompanhar as cotações e seguir as suas carteiras a partir de um computador ou dispositivo móvel. As ordens passam pelos mesmos controles que as transmitidas por telefone, e os clientes podem falar com um operador sempre que desejarem aconselhamento.",
          points: [
            "Acesso por computador e dispositivo móvel",
            "Cotações e análises de mercado",
            "Histórico da carteira e das notas de corretagem",
            "Apoio de operadores durante o horário de negociação",
          ],
        },
        {
          title: "Financiamento colaborativo",
          text: "Ajudamos empresas em crescimento a captar recursos de um grande número de investidores por meio de financiamento colaborativo (crowdfunding), de acordo com as regras definidas pela Securities and Exchange Commission, Nigeria. Analisamos cada empresa antes da oferta, publicamos informações claras e explicamos os riscos aos investidores, incluindo a possibilidade de perderem a totalidade do montante investido.",
          points: [
            "Diligência prévia sobre cada emitente",
            "Informação clara sobre as ofertas",
            "Limites de investimento e alertas de risco",
            "Subscrição por via digital",
          ],
        },
        {
          title: "Ações e renda fixa",
          text: "Negociamos ações cotadas na Nigerian Exchange e títulos de renda fixa, incluindo títulos do governo federal, bilhetes do Tesouro, títulos de dívida estaduais e corporativos e papel comercial. Os nossos operadores aconselham sobre o preço e o momento de execução, e a nossa equipe de análise publica regularmente comentários sobre empresas, setores e taxas de juros.",
          points: [
            "Ações cotadas e fundos negociados em bolsa (ETF)",
            "Títulos de dívida pública e corporativa",
            "Bilhetes do Tesouro e papel comercial",
            "Análises e comentários de mercado",
          ],
        },
        {
          title: "Negociação em mercado de balcão",
          text: "Alguns valores mobiliários são negociados fora do livro de ofertas da bolsa, seja na FMDQ, seja por negociação direta entre contrapartes. Organizamos operações de balcão com títulos de dívida, bilhetes do Tesouro e ações não cotadas: encontramos contrapartes, acordamos preços e acompanhamos cada operação até estarem concluídos a liquidação e o registro.",
          points: [
            "Títulos de dívida e bilhetes do Tesouro na FMDQ",
            "Ações de empresas não cotadas",
            "Operações de bloco negociadas",
            "Liquidação e registro",
          ],
        },
        {
          title: "Conciliação com os agentes de registro",
          text: "As participações acionistas podem ficar dispersas entre agentes de registro, certificados em papel e contas antigas, e alguns dividendos podem nunca chegar a ser reclamados. Trabalhamos com os agentes de registro e o Central Securities Clearing System para localizar participações, corrigir registros, converter certificados em títulos escriturais e encaminhar o pagamento de dividendos para a conta correta.",
          points: [
            "Localização de participações",
            "Desmaterialização de certificados de ações",
            "Recuperação de dividendos não reclamados",
            "Atualização de registros e de instruções de pagamento",
          ],
        },
        {
          title: "Negociação com margem",
          text: "Os clientes elegíveis podem contrair empréstimos com garantia das suas carteiras para comprar mais valores mobiliários, dentro dos limites fixados pela regulamentação e pela nossa política de crédito. A negociação com margem amplia as perdas, tal como amplia os ganhos. Antes da abertura da conta, explicamos as condições, os juros cobrados e as chamadas de margem, e acompanhamos as posições em todos os dias de negociação.",
          points: [
            "Financiamento com garantia de títulos elegíveis",
            "Condições claras de juros e de garantias",
            "Acompanhamento diário das posições",
            "Procedimentos de chamada de margem acordados previamente",
          ],
        },
      ],
    },
    approach: {
      heading: "Como trabalhamos",
      intro:
        "Seguimos o mesmo processo com todos os clientes, para que as ordens sejam tratadas de forma equitativa e os registros se mantenham exatos.",
      steps: [
        {
          title: "Abrir a conta corretamente",
          text: "Verificamos a identidade, procuramos conhecer os objetivos e a experiência de cada cliente e acordamos a forma de transmissão das ordens. As contas estão vinculadas ao Central Securities Clearing System, de modo que as posições ficam registradas em nome do próprio cliente.",
        },
        {
          title: "Aconselhar antes da operação",
          text: "Antes de ordens significativas, os operadores analisam com o cliente o preço, a liquidez e o momento da operação e explicam os riscos dos instrumentos envolvidos. A decisão é do cliente; o nosso papel é garantir que cada decisão seja bem fundamentada.",
        },
        {
          title: "Executar com rigor",
          text: "As ordens são executadas de acordo com a nossa Política de melhor execução. Procuramos o melhor resultado disponível para o cliente, tendo em conta o preço, o custo, a rapidez e a probabilidade de a ordem ser concluída.",
        },
        {
          title: "Liquidar e informar",
          text: "As operações são liquidadas com prontidão por meio da bolsa e do sistema de compensação. Os clientes recebem notas de corretagem, extratos regulares e acesso digital aos seus registros, e a nossa equipe de operações resolve rapidamente qualquer discrepância.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Razões para nos escolher",
      intro:
        "Os investidores continuam a trabalhar com o grupo pela qualidade da nossa execução e pela confiabilidade do nosso serviço.",
      items: [
        {
          title: "Membro negociador da NGX",
          text: "Como membro negociador da Nigerian Exchange, transmitimos as ordens diretamente ao mercado. Os nossos operadores atravessaram muitos ciclos de mercado e sabem tratar grandes ordens e títulos menos líquidos.",
        },
        {
          title: "Atendimento a todos os níveis",
          text: "Do investidor principiante ao cliente que negocia ₦50 milhões ou mais, todos recebem aconselhamento claro, confirmações rápidas e registros exatos. Os clientes de patrimônio elevado dispõem também de um operador dedicado.",
        },
        {
          title: "Registros exatos",
          text: "A nossa equipe de operações concilia as posições dos clientes com os agentes de registro e o Central Securities Clearing System, para que os clientes possam confiar nos seus extratos e receber os dividendos e os direitos que lhes cabem.",
        },
        {
          title: "Análises que esclarecem",
          text: "Os nossos analistas publicam comentários regulares sobre empresas, setores e mercados de renda fixa da Nigéria. Escritos em linguagem clara, explicam o fundamento de cada opinião e apresentam os riscos, bem como as oportunidades.",
        },
      ],
    },
    partners: {
      heading: "Reguladores e parceiros de mercado",
      intro:
        "Como membro negociador da Nigerian Exchange, operamos segundo as suas regras e as da Securities and Exchange Commission, Nigeria. Organizamos também operações de renda fixa na FMDQ, e as posições dos clientes são compensadas, liquidadas e mantidas por meio do Central Securities Clearing System.",
    },
    leadership: {
      heading: "Nossa liderança",
      intro:
        "A BGL Global Markets é dirigida por operadores experientes, analistas de investimento e profissionais da área de operações. São eles que supervisionam a nossa mesa de operações, o atendimento aos clientes e os controles internos.",
    },
    news: {
      heading: "Notícias e análises de mercado",
      intro: "Atualizações de mercado, notas de análise e anúncios da BGL Global Markets.",
      readMore: "Ver mais notícias",
    },
    connect: {
      heading: "Fale conosco",
      intro:
        "Para abrir uma conta, discutir uma operação ou saber mais sobre a nossa plataforma, fale com a nossa equipe. Os nossos operadores estão disponíveis durante todo o horário de negociação.",
    },
    bestExecution: {
      heading: "Política de melhor execução",
      paragraphs: [
        "Quando executamos uma ordem de um cliente, tomamos todas as medidas suficientes para obter o melhor resultado possível. Consideramos o preço, os custos da operação, a rapidez de execução, a probabilidade de execução e de liquidação, bem como o volume e a natureza da ordem. Na maioria das ordens de clientes particulares, a contrapartida total, ou seja, o preço acrescido dos custos, tem o maior peso.",
        "Cada ordem é registrada, com indicação da data e da hora, no momento em que é recebida e é depois tratada com prontidão, de forma equitativa e pela ordem de chegada, salvo se o cliente der instrução em contrário ou se as condições de mercado o tornarem impraticável. As ordens dos clientes têm sempre prioridade sobre as nossas. Quando as ordens são agregadas, as operações resultantes são repartidas de forma equitativa, e qualquer instrução específica do cliente, como um limite de preço, é respeitada na parte da ordem a que se aplica.",
        "Acompanhamos regularmente a qualidade da nossa execução, comparando os resultados com os preços de mercado vigentes e investigando as exceções. A nossa função de conformidade verifica o cumprimento da política e comunica as suas conclusões à direção executiva. Revemos a política pelo menos uma vez por ano e sempre que as condições de mercado ou a regulamentação se alterem de forma significativa, e os clientes podem, a qualquer momento, solicitar que demonstremos como as suas ordens foram executadas.",
      ],
      documentLink: "Ler a Política de melhor execução na íntegra (PDF)",
    },
    regulatoryLine:
      "A BGL Securities Limited é corretora de valores mobiliários (broker/dealer), membro negociador da Nigerian Exchange e regulada pela Securities and Exchange Commission, Nigeria.",
  },
} satisfies BusinessText;
