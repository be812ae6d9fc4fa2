import type { SeedEntry } from './types';

/** Blocos de conteúdo (página inicial e secções do site). */
export const blocks: SeedEntry[] = [
  {
    slug: 'home-banner',
    name: 'Banner da página inicial',
    title: 'Bicla: Registo Nacional de Bicicletas',
    sub_title: 'Registe, proteja e recupere a sua bicicleta',
    description:
      'Um registo gratuito, feito por ciclistas para ciclistas, que liga cada bicicleta ao seu dono e ajuda a devolvê-la a casa quando desaparece.',
    icon: 'DirectionsBikeOutlined',
    content: [
      {
        title: 'Registe a sua bicicleta',
        sub_title: 'É gratuito e leva poucos minutos',
        description:
          'Guarde o número de série, as fotografias e a fatura num só lugar. Se um dia precisar, tem tudo pronto para entregar à polícia e para alertar a comunidade.',
      },
      {
        title: 'Vai comprar uma bicicleta usada?',
        sub_title: 'Pesquise o número de série antes de pagar',
        description:
          'Confirme em segundos se a bicicleta foi dada como roubada. Uma pesquisa simples evita um mau negócio e tira o mercado a quem vive de bicicletas furtadas.',
      },
      {
        title: 'Roubaram-lhe a bicicleta?',
        sub_title: 'Dê o alerta a quem pedala à sua volta',
        description:
          'Assinale a bicicleta como roubada, junte os dados da queixa e partilhe o alerta. Quantos mais olhos estiverem atentos, maior a probabilidade de a reencontrar.',
      },
    ],
  },
  {
    slug: 'about-us',
    name: 'Bloco "Sobre nós" da página inicial',
    title: 'O que é a Bicla?',
    description:
      'A Bicla é o registo nacional de bicicletas: um serviço gratuito onde cada ciclista regista a sua bicicleta com o número de série, fotografias e o comprovativo de compra. Quando uma bicicleta é roubada, o alerta fica visível para quem pesquisa antes de comprar, para as lojas e para toda a comunidade. E quando ela aparece, ajudamos a que volte a casa.',
    icon: 'InfoOutlined',
  },
  {
    slug: 'bike-register',
    name: 'Bloco de convite ao registo',
    title: 'Registe a sua bicicleta em poucos minutos',
    description:
      'Crie a sua conta, indique a marca, o modelo e o número de série e carregue três fotografias: a bicicleta, o número de série e a fatura. Depois de validada pela nossa equipa, a bicicleta recebe um número Bicla único e fica pronta para ser transferida, anunciada para venda ou, se for preciso, dada como roubada.',
    icon: 'AppRegistrationOutlined',
  },
  {
    slug: 'registered-bike-safety-seal',
    name: 'Bloco do selo de segurança',
    title: 'Selo de segurança Bicla',
    sub_title: 'Um aviso discreto para quem tem más intenções',
    description:
      'O selo Bicla é um autocolante resistente com o número Bicla da sua bicicleta. Diz a quem olha que esta bicicleta está registada e que o dono consegue provar que é sua. Peça o seu numa loja embaixadora ou escreva-nos para apoio@bicla.pt.',
    icon: 'VerifiedUserOutlined',
    content: [
      {
        title: 'Dissuade o roubo',
        description:
          'Uma bicicleta identificada é muito mais difícil de revender. Um selo bem visível no quadro faz muita gente desistir antes de começar.',
      },
      {
        title: 'Liga a bicicleta ao registo',
        description:
          'Qualquer pessoa pode pesquisar o número do selo na Bicla e saber, antes de comprar, se aquela bicicleta foi dada como roubada.',
      },
      {
        title: 'Ajuda na recuperação',
        description:
          'Se a bicicleta for encontrada pela polícia, por uma loja ou por um vizinho atento, o número leva diretamente ao registo e a uma forma de contactar o dono.',
      },
    ],
  },
  {
    slug: 'bike-registered-statistics',
    name: 'Estatísticas do registo',
    title: 'A Bicla em números',
    sub_title: 'Dados do registo, atualizados em tempo real',
    icon: 'BarChartOutlined',
    content: [
      {
        title: 'Bicicletas registadas',
        description:
          'Bicicletas validadas pela nossa equipa, com número de série, fotografias e dono identificado.',
      },
      {
        title: 'Bicicletas roubadas',
        description:
          'Bicicletas que os donos deram como roubadas e que ainda procuramos. Cada uma aparece a quem pesquisa o número de série antes de comprar.',
      },
      {
        title: 'Bicicletas recuperadas',
        description:
          'Bicicletas que voltaram às mãos dos donos depois de um roubo, com a ajuda da comunidade, das lojas e das autoridades.',
      },
    ],
  },
  {
    slug: 'stolen-bicycles-we-helped-recover-recently',
    name: 'Carrossel de bicicletas recuperadas',
    title: 'Bicicletas que ajudámos a recuperar',
    description:
      'Cada bicicleta que volta a casa é uma pequena vitória de toda a comunidade. Estas são algumas das recuperações mais recentes registadas na Bicla.',
  },
  {
    slug: 'donations',
    name: 'Bloco de donativos',
    title: 'Ajude a manter a Bicla gratuita',
    description: `A Bicla é gratuita para todos os ciclistas e queremos que continue assim. Os servidores, o armazenamento das fotografias, o envio de e-mails e o tempo da equipa têm custos, e são os donativos da comunidade que os ajudam a pagar.

**Não vendemos os seus dados nem enchemos o site de publicidade.** Cada contributo, por mais pequeno que seja, mantém o registo independente e ao serviço de quem pedala.

Escolha um valor e deixe-nos uma mensagem, se quiser. Enviamos-lhe um agradecimento por e-mail com as indicações para concretizar o donativo.`,
    icon: 'VolunteerActivismOutlined',
    content: [
      {
        title: '5 €',
        sub_title: 'Um café e um pastel de nata',
        description:
          'Ajuda a pagar o alojamento das fotografias e dos dados das bicicletas registadas.',
      },
      {
        title: '15 €',
        sub_title: 'Uma câmara de ar e um remendo',
        description:
          'Ajuda a cobrir os e-mails de confirmação, de alerta de roubo e de transferência que enviamos aos ciclistas.',
      },
      {
        title: '50 €',
        sub_title: 'Uma revisão completa',
        description:
          'Contribui para melhorar o registo, produzir selos de segurança e apoiar lojas e clubes embaixadores.',
      },
    ],
  },
  {
    slug: 'our-blogs',
    name: 'Destaque do blog',
    title: 'O nosso blog',
    description:
      'Guias práticos, conselhos de segurança e histórias da comunidade para pedalar mais descansado.',
    icon: 'NewspaperOutlined',
  },
  {
    slug: 'bicla-team',
    name: 'Equipa Bicla',
    title: 'A equipa Bicla',
    description:
      'Somos um pequeno grupo de ciclistas, programadores e voluntários que acreditam que uma bicicleta roubada não tem de ser uma bicicleta perdida.',
    icon: 'GroupsOutlined',
    sub_content: [
      {
        title: 'Inês Carvalho',
        description:
          'Fundadora e coordenação. Pedala todos os dias entre Almada e Lisboa e começou a Bicla depois de lhe terem levado a bicicleta à porta do trabalho.',
        urls: [
          { icon: 'LinkedIn', url: 'https://www.linkedin.com/in/ines-carvalho-bicla' },
          { icon: 'Instagram', url: 'https://www.instagram.com/ines.carvalho.bicla' },
        ],
      },
      {
        title: 'Tiago Ferreira',
        description:
          'Tecnologia. Responsável pela plataforma e pela proteção dos dados; ao fim de semana troca o teclado pelos trilhos da serra de Sintra.',
        urls: [
          { icon: 'LinkedIn', url: 'https://www.linkedin.com/in/tiago-ferreira-bicla' },
          { icon: 'X', url: 'https://x.com/tiagoferreira_bicla' },
        ],
      },
      {
        title: 'Mariana Sousa',
        description:
          'Comunidade e parcerias. Trabalha com lojas, clubes e embaixadores de norte a sul e está por trás de muitas das respostas que enviamos de apoio@bicla.pt.',
        urls: [
          { icon: 'LinkedIn', url: 'https://www.linkedin.com/in/mariana-sousa-bicla' },
          { icon: 'Instagram', url: 'https://www.instagram.com/mariana.sousa.bicla' },
        ],
      },
      {
        title: 'Rui Almeida',
        description:
          'Apoio e validação. Analisa os novos registos e acompanha os casos de roubo e de recuperação. Ciclista de estrada, conhece de cor as subidas do Minho.',
        urls: [{ icon: 'LinkedIn', url: 'https://www.linkedin.com/in/rui-almeida-bicla' }],
      },
    ],
  },
  {
    slug: 'contact',
    name: 'Contactos',
    title: 'Fale connosco',
    sub_title: 'Estamos aqui para ajudar',
    description:
      'Tem uma dúvida sobre o registo, uma transferência ou um roubo? Quer propor uma parceria ou tornar-se embaixador? Escreva-nos pelo formulário ou por e-mail. Respondemos normalmente em até dois dias úteis.',
    icon: 'MailOutlined',
    content: [
      { title: 'E-mail', description: 'apoio@bicla.pt' },
      { title: 'Morada', description: 'Lisboa, Portugal' },
      { title: 'Horário', description: 'Segunda a sexta, 9h–18h' },
    ],
  },
  {
    slug: 'stolen-bike',
    name: 'Bloco da lista de bicicletas roubadas',
    title: 'Roubaram-lhe a bicicleta?',
    description: `Mantenha a calma e aja depressa: as primeiras horas contam.

1. **Apresente queixa** numa esquadra da PSP ou num posto da GNR e guarde o número do auto.
2. **Assinale a bicicleta como roubada** na sua conta Bicla, com a data, o local e o número da queixa.
3. **Partilhe o alerta** nas redes sociais e com as lojas e os grupos de ciclismo da sua zona.
4. **Esteja atento** aos sites de anúncios e às feiras de usados. Se encontrar a sua bicicleta, não tente recuperá-la sozinho: contacte a polícia.

Abaixo estão as bicicletas dadas como roubadas mais recentemente. Se reconhecer alguma, envie uma mensagem ao dono a partir da página da bicicleta.`,
    icon: 'ReportProblemOutlined',
  },
  {
    slug: 'search-bikes',
    name: 'Bloco da pesquisa de bicicletas',
    title: 'Pesquise antes de comprar',
    description:
      'Introduza o número de série ou o número Bicla para confirmar se uma bicicleta foi dada como roubada. Se o vendedor não o deixar ver o número de série, desconfie.',
    icon: 'SearchOutlined',
  },
  {
    slug: 'newsletter',
    name: 'Newsletter do rodapé',
    title: 'Receba as novidades da Bicla',
    description:
      'Conselhos de segurança, alertas da comunidade e novidades do registo, uma ou duas vezes por mês. Pode cancelar a subscrição quando quiser.',
    icon: 'MarkEmailReadOutlined',
  },
  {
    slug: 'testimonials',
    name: 'Testemunhos',
    title: 'O que dizem os ciclistas',
    sub_title: 'Histórias de quem registou, comprou com confiança ou voltou a pedalar na sua bicicleta',
    icon: 'FormatQuoteOutlined',
  },
  {
    slug: 'bike-manufacturers',
    name: 'Faixa de marcas',
    title: 'Marcas no registo',
    description:
      'Registe bicicletas de todas as marcas, das portuguesas às internacionais. Estas são algumas das que encontra na Bicla.',
    icon: 'FactoryOutlined',
  },
];

/** Páginas de conteúdo completas. */
export const pages: SeedEntry[] = [
  {
    slug: 'about-us',
    name: 'Página Sobre nós',
    title: 'Sobre nós',
    sub_title: 'Bicla: Registo Nacional de Bicicletas',
    icon: 'InfoOutlined',
    description: `## A nossa missão

Queremos que roubar uma bicicleta em Portugal deixe de compensar. Uma bicicleta registada, com número de série, fotografias e dono identificado, é difícil de revender e fácil de reconhecer. Quanto mais bicicletas estiverem no registo e quanto mais pessoas pesquisarem antes de comprar, menor é o mercado para bicicletas furtadas.

A Bicla é gratuita para os ciclistas e vai continuar a sê-lo. Pedalar deve ser simples, e proteger a bicicleta também.

## Como funciona

1. **Registe a bicicleta.** Crie uma conta, indique a marca, o modelo, a cor e o número de série e carregue três fotografias: a bicicleta, o número de série e a fatura.
2. **A nossa equipa valida o registo.** Quando a bicicleta é aprovada, recebe um número Bicla único, com nove letras e algarismos.
3. **Use o registo no dia a dia.** Pode transferir a bicicleta para um novo dono, anunciá-la para venda ou consultar o histórico.
4. **Se for roubada, dê o alerta.** Assinale-a como roubada com os dados da queixa. A bicicleta passa a aparecer como roubada a quem pesquisa o número de série.
5. **Quando aparecer, marque-a como recuperada.** E, se quiser, conte-nos como aconteceu: cada história ajuda outros ciclistas.

## Quem somos

Somos um pequeno grupo de ciclistas, programadores e voluntários espalhados pelo país. Usamos a bicicleta para ir trabalhar, para treinar e para passear ao fim de semana, e quase todos já passámos pela frustração de ficar sem ela.

Trabalhamos a partir de Lisboa, mas a Bicla é de todo o país: das ciclovias da cidade aos trilhos da serra, de Viana do Castelo a Vila Real de Santo António.

## Parceiros e comunidade

A Bicla só funciona com a comunidade. Contamos com:

- **Lojas de bicicletas**, que ajudam os clientes a registar a bicicleta no momento da compra e verificam o número de série das bicicletas usadas que recebem;
- **Clubes e associações de ciclismo**, que divulgam o registo entre os sócios e nos passeios que organizam;
- **Embaixadores Bicla**, ciclistas que levam a palavra a quem ainda não conhece o registo;
- **Quem doa**, e que nos permite manter o serviço gratuito e independente.

Quer juntar-se a nós? Conheça o programa de [Embaixadores Bicla](/embaixadores) ou escreva-nos para apoio@bicla.pt.`,
  },
  {
    slug: 'privacy-policy',
    name: 'Política de Privacidade',
    title: 'Política de Privacidade',
    sub_title: 'Como tratamos os seus dados pessoais',
    icon: 'PrivacyTipOutlined',
    description: `A sua privacidade é importante para nós. Esta política explica que dados pessoais recolhemos na Bicla, para que os usamos e que direitos tem, nos termos do Regulamento Geral sobre a Proteção de Dados (RGPD) e da legislação portuguesa aplicável.

## Quem é responsável pelos seus dados

O responsável pelo tratamento dos dados é a equipa da Bicla: Registo Nacional de Bicicletas, com sede em Lisboa, Portugal. Para qualquer questão sobre privacidade, contacte-nos através de apoio@bicla.pt.

## Que dados recolhemos

- **Dados de conta:** nome, endereço de e-mail, palavra-passe (guardada apenas de forma cifrada) e localidade.
- **Dados de perfil opcionais:** número de contribuinte (NIF), telemóvel, género e data de nascimento.
- **Dados das bicicletas:** marca, modelo, ano, cores, tamanho de roda, materiais, suspensão, número de série, número Bicla, fotografias da bicicleta, do número de série e da fatura.
- **Dados de roubo:** data e hora, local, código postal, telefones de contacto, valor estimado, tipo de cadeado, descrição do incidente e dados da queixa policial.
- **Mensagens** trocadas com outros utilizadores sobre uma bicicleta.
- **Dados de contacto, newsletter e donativos:** nome, e-mail, assunto e mensagem que nos envia, ou o valor que indica num donativo.
- **Dados técnicos:** o cookie de sessão necessário para manter a sessão iniciada.

Se iniciar sessão com Google ou Facebook, recebemos desse serviço apenas o seu nome e e-mail.

## Para que usamos os dados e com que fundamento

| Finalidade | Fundamento jurídico |
|---|---|
| Criar e gerir a sua conta e as suas bicicletas | Execução do contrato (os Termos de Utilização) |
| Validar registos, transferências e recuperações | Execução do contrato |
| Publicar alertas de bicicletas roubadas | Execução do contrato e interesse legítimo na recuperação da bicicleta |
| Enviar e-mails de serviço (confirmação, alertas, transferências, mensagens) | Execução do contrato |
| Enviar a newsletter | Consentimento, que pode retirar a qualquer momento |
| Responder a pedidos de contacto e registar donativos | Diligências a seu pedido e interesse legítimo |
| Prevenir abusos, fraude e envio massivo de mensagens | Interesse legítimo |
| Responder a pedidos das autoridades | Cumprimento de obrigação legal |

Não vendemos os seus dados e não os usamos para publicidade.

## O que fica público

As páginas públicas das bicicletas mostram apenas uma versão reduzida dos dados: marca, modelo, cores, fotografias da bicicleta, estado (roubada, à venda), o nome do dono (ou "N/A") e, num roubo, a data e uma localização aproximada, arredondada a cerca de 100 metros.

**Nunca são públicos:** o seu e-mail, NIF, telemóvel ou data de nascimento, a fotografia da fatura, a fotografia do número de série, os códigos e dados de transferência, nem coordenadas exatas. Num alerta de roubo, é o próprio dono que escolhe quem pode ver o telefone de contacto; neste momento, essa opção limita-se a utilizadores com sessão iniciada.

## Com quem partilhamos

- **Prestadores de serviços** que nos ajudam a funcionar (alojamento, armazenamento de imagens, envio de e-mail, mapas), vinculados por contrato a tratar os dados apenas segundo as nossas instruções;
- **Google ou Facebook**, apenas se escolher iniciar sessão com esses serviços;
- **Autoridades policiais ou judiciais**, quando a lei o exija.

## Durante quanto tempo guardamos os dados

- Os dados da conta e das bicicletas são guardados enquanto a conta estiver ativa.
- Quando apaga a conta, apagamos os seus dados pessoais, salvo o que a lei nos obrigue a conservar.
- A subscrição da newsletter mantém-se até a cancelar.
- Os pedidos de contacto são guardados pelo tempo necessário para lhes responder e, no máximo, dois anos.

## Os seus direitos

Tem o direito de:

- **aceder** aos seus dados e **retificá-los**, diretamente na área A Minha Conta;
- **exportar** os seus dados num ficheiro (portabilidade), a partir da área A Minha Conta;
- **apagar** a sua conta e os dados associados, também a partir da área A Minha Conta;
- **opor-se** a tratamentos baseados em interesse legítimo e **pedir a limitação** do tratamento;
- **retirar o consentimento** (por exemplo, para a newsletter) a qualquer momento;
- **apresentar reclamação** à Comissão Nacional de Proteção de Dados (CNPD).

Para exercer qualquer destes direitos, pode também escrever para apoio@bicla.pt. Respondemos no prazo máximo de um mês.

## Cookies

Usamos apenas o cookie essencial que mantém a sessão iniciada. Se escolher "Lembrar-me", a sessão dura até 30 dias; caso contrário, termina quando fecha o navegador. Não usamos cookies de publicidade.

## Alterações a esta política

Se alterarmos esta política de forma relevante, avisamos por e-mail ou com um aviso no site. A versão em vigor é sempre a que está publicada nesta página.

## Contacto

Dúvidas sobre privacidade: apoio@bicla.pt, Lisboa, Portugal.`,
  },
  {
    slug: 'terms-of-use',
    name: 'Termos de Utilização',
    title: 'Termos de Utilização',
    sub_title: 'As regras que tornam o registo útil e de confiança',
    icon: 'GavelOutlined',
    description: `Bem-vindo à Bicla. Ao criar uma conta ou ao usar o site, aceita estes Termos de Utilização e a nossa [Política de Privacidade](/privacy-policy). Leia-os com atenção; se não concordar, não use o serviço.

## O serviço

A Bicla é um registo gratuito de bicicletas. Permite registar bicicletas, assinalá-las como roubadas ou recuperadas, transferi-las para um novo dono, publicar anúncios de venda e trocar mensagens com outros utilizadores sobre uma bicicleta. A Bicla não é uma entidade policial nem um seguro e não garante a recuperação de nenhuma bicicleta.

## A sua conta

- Deve indicar dados verdadeiros e manter a palavra-passe em segredo.
- Cada conta é pessoal. É responsável por tudo o que for feito com ela.
- Os menores devem usar a Bicla com o acompanhamento e a autorização de quem exerce as responsabilidades parentais.
- Pode apagar a sua conta a qualquer momento, na área A Minha Conta.

## Registo de bicicletas

- Só pode registar bicicletas que lhe pertençam ou que tenha autorização para registar.
- As informações e fotografias devem corresponder à bicicleta real. A fatura ou outro comprovativo de compra serve para demonstrar a propriedade e nunca é publicado.
- Cada registo é analisado pela nossa equipa antes de ser aprovado. Podemos recusar ou remover registos incompletos, duplicados ou suspeitos.

## Roubos e recuperações

- Só deve assinalar uma bicicleta como roubada se ela lhe tiver sido efetivamente roubada. Recomendamos sempre a apresentação de queixa às autoridades.
- Um alerta falso é uma falta grave e leva à suspensão da conta.
- Se encontrar uma bicicleta que consta como roubada, não tente recuperá-la pela força: contacte a polícia e o dono através da Bicla.

## Transferências de propriedade

A transferência só fica concluída quando o novo dono, com sessão iniciada no e-mail indicado, introduz o código de autenticação dentro do prazo de validade. Não partilhe o código antes de receber o pagamento combinado. Uma bicicleta assinalada como roubada não pode ser transferida.

## Anúncios e mensagens

- A Bicla não é parte nas vendas: não recebe pagamentos, não intermedeia negócios e não garante o estado das bicicletas anunciadas.
- Os anúncios devem ser verdadeiros, dizer respeito a bicicletas suas e indicar um preço real.
- As mensagens servem para falar sobre uma bicicleta. Não são permitidos insultos, ameaças, publicidade não solicitada nem envio massivo de mensagens.

## Conteúdos

Continua a ser dono das fotografias e textos que publica. Ao publicá-los, autoriza a Bicla a mostrá-los no site na medida necessária ao funcionamento do serviço. Não publique conteúdos de terceiros sem autorização nem dados pessoais de outras pessoas.

## Responsabilidade

Fazemos o possível para manter o serviço disponível e os dados corretos, mas a informação é fornecida pelos utilizadores. A Bicla não responde por negócios feitos entre utilizadores nem por decisões tomadas com base num registo, salvo nos casos em que a lei não permita excluir essa responsabilidade.

## Suspensão e alterações

Podemos suspender ou encerrar contas que violem estes termos. Podemos também atualizar os termos; se a alteração for relevante, avisamos com antecedência por e-mail ou no site.

## Lei aplicável e contacto

Estes termos regem-se pela lei portuguesa. Para qualquer questão, escreva para apoio@bicla.pt.`,
  },
  {
    slug: 'frequently-asked-questions',
    name: 'Perguntas frequentes',
    title: 'Perguntas frequentes',
    sub_title: 'Respostas rápidas às dúvidas mais comuns',
    icon: 'HelpOutlineOutlined',
    description:
      'Reunimos aqui as perguntas que mais recebemos sobre o registo, os roubos, as transferências e a venda de bicicletas. Não encontra a resposta? Escreva-nos para apoio@bicla.pt.',
    content: [
      {
        title: 'O que é a Bicla?',
        description:
          'É o registo nacional de bicicletas: um serviço gratuito onde regista a sua bicicleta com o número de série e fotografias, a assinala como roubada se for preciso, e onde qualquer pessoa pode confirmar, antes de comprar, se uma bicicleta usada foi dada como roubada.',
      },
      {
        title: 'Registar uma bicicleta tem algum custo?',
        description:
          'Não. O registo, os alertas de roubo, as transferências e os anúncios são gratuitos. A Bicla mantém-se com a ajuda de donativos da comunidade.',
      },
      {
        title: 'Que informação preciso para registar a minha bicicleta?',
        description:
          'Precisa da marca, do modelo, do ano, das cores, do tamanho de roda, dos materiais, do tipo de suspensão e do número de série, e de três fotografias: a bicicleta inteira, o número de série e a fatura ou outro comprovativo de compra (em imagem ou PDF).',
      },
      {
        title: 'Onde encontro o número de série?',
        description:
          'Na maioria das bicicletas está gravado por baixo do quadro, na caixa do movimento pedaleiro. Também pode estar no tubo de direção, no tubo do selim ou junto à roda traseira. Se houver vários números, registe-os todos. Se não encontrar nenhum, uma loja de bicicletas pode ajudar.',
      },
      {
        title: 'Porque é que a minha bicicleta aparece como "Pendente de Aprovação"?',
        description:
          'Todos os registos são analisados pela nossa equipa antes de ficarem ativos, para evitar registos falsos ou duplicados. Assim que a bicicleta for aprovada, recebe um e-mail e passa a poder editá-la, transferi-la, anunciá-la ou assinalá-la como roubada.',
      },
      {
        title: 'O que é o número Bicla?',
        description:
          'É um código único de nove letras e algarismos que a Bicla atribui a cada bicicleta registada. Serve para a identificar no registo, mesmo que o número de série seja difícil de ler, e é o número que aparece no selo de segurança.',
      },
      {
        title: 'Roubaram-me a bicicleta. O que devo fazer?',
        description:
          'Apresente queixa numa esquadra da PSP ou num posto da GNR. Depois, na área A Minha Conta, abra a bicicleta e preencha o formulário de roubo com a data, o local, o tipo de cadeado e a descrição do que aconteceu. A bicicleta passa a aparecer como roubada a quem pesquisar o número de série.',
      },
      {
        title: 'Recuperei a minha bicicleta. E agora?',
        description:
          'Ótimas notícias! Abra a bicicleta na sua conta e marque-a como recuperada. Se quiser, conte-nos como aconteceu: essas histórias ajudam outros ciclistas e mostram que vale a pena registar.',
      },
      {
        title: 'Como transfiro a bicicleta para o novo dono?',
        description:
          'Na página da bicicleta, escolha a transferência e indique o nome e o e-mail do novo dono. Ele recebe um código de autenticação, válido durante 14 dias, e só tem de iniciar sessão com esse e-mail e introduzir o código. Entregue o código apenas depois de receber o pagamento.',
      },
      {
        title: 'Posso vender a minha bicicleta na Bicla?',
        description:
          'Sim. Numa bicicleta aprovada e que não esteja dada como roubada, pode publicar um anúncio com preço, comentários e fotografias. A Bicla não recebe pagamentos nem intermedeia o negócio: combine tudo diretamente com o comprador.',
      },
      {
        title: 'Vou comprar uma bicicleta usada. Como a verifico?',
        description:
          'Peça ao vendedor o número de série, confirme-o na própria bicicleta e pesquise-o na Bicla com a sua sessão iniciada. Desconfie de preços demasiado baixos, de vendedores sem fatura e de quem não o deixa ver o número de série.',
      },
      {
        title: 'Encontrei uma bicicleta que parece roubada. O que faço?',
        description:
          'Não confronte ninguém. Se conseguir, pesquise o número de série ou o número Bicla e, se a bicicleta constar como roubada, envie uma mensagem ao dono através da página da bicicleta e informe a polícia.',
      },
      {
        title: 'Quem consegue ver os meus dados?',
        description:
          'As páginas públicas mostram apenas a bicicleta, o seu nome e, num roubo, uma localização aproximada. O seu e-mail, NIF, telemóvel, a fatura e a fotografia do número de série nunca são públicos. Saiba mais na Política de Privacidade.',
      },
      {
        title: 'Como apago a minha conta ou descarrego os meus dados?',
        description:
          'Na área A Minha Conta pode descarregar todos os seus dados num ficheiro e apagar a conta. Se tiver dificuldades, escreva-nos para apoio@bicla.pt.',
      },
    ],
  },
  {
    slug: 'security',
    name: 'Segurança',
    title: 'Segurança',
    sub_title: 'Como protegemos a sua conta, os seus dados e as suas bicicletas',
    icon: 'ShieldOutlined',
    description: `Um registo de bicicletas só é útil se for de confiança. Por isso, a segurança está presente em tudo o que fazemos, desde a forma como guardamos a palavra-passe até à forma como uma bicicleta muda de dono.

## Como protegemos a sua conta

- A ligação ao site é sempre cifrada (HTTPS).
- As palavras-passe são guardadas apenas de forma cifrada; nem a nossa equipa as consegue ler.
- A sessão é mantida por um cookie protegido. Com "Lembrar-me", dura até 30 dias; sem essa opção, termina quando fecha o navegador.
- Todas as alterações importantes (registo, roubo, recuperação, anúncio, transferência) são verificadas no servidor: só o dono de uma bicicleta pode alterá-la.

## Como protegemos os seus dados

- As páginas públicas mostram apenas o necessário: nunca o seu e-mail, NIF, telemóvel, data de nascimento, a fatura ou a fotografia do número de série.
- A localização de um roubo é arredondada a cerca de 100 metros.
- Num alerta de roubo, é o dono que decide quem pode ver o telefone de contacto.
- Ninguém consegue consultar a lista de utilizadores nem os dados de outra pessoa.

## Transferências seguras

Uma transferência de propriedade exige um código de autenticação, válido durante 14 dias, e só pode ser concluída por quem tiver sessão iniciada com o e-mail indicado pelo dono. As tentativas são limitadas, e uma bicicleta dada como roubada não pode ser transferida.

## Conselhos para proteger a sua conta

- Use uma palavra-passe longa e que não use noutros sites.
- Termine a sessão em computadores partilhados.
- **A Bicla nunca lhe pede a palavra-passe por e-mail, telefone ou mensagem.** Se receber um pedido destes, ignore-o e avise-nos.
- Não partilhe o código de transferência antes de receber o pagamento combinado.

## Comprar e vender com segurança

- Encontre-se com o comprador ou vendedor num local público e movimentado.
- Verifique o número de série na bicicleta e pesquise-o na Bicla antes de pagar.
- Peça a fatura ou outro comprovativo de compra.
- Prefira pagamentos que deixem rasto e desconfie de pressas e de preços bons demais para serem verdade.

## Encontrou um problema de segurança?

Se encontrou uma falha no site ou suspeita de uso indevido da sua conta, escreva-nos de imediato para apoio@bicla.pt. Agradecemos a quem nos ajuda a manter a Bicla segura.`,
  },
  {
    slug: 'bike-manufacturer-list',
    name: 'Lista de fabricantes',
    title: 'Lista de fabricantes',
    sub_title: 'As marcas de bicicletas presentes no registo',
    icon: 'FactoryOutlined',
    description: `Na Bicla pode registar bicicletas de qualquer marca: de estrada, de montanha, urbanas, elétricas, dobráveis ou de criança. Abaixo encontra as marcas que já fazem parte do registo.

## Porque é que a marca importa

A marca e o modelo, juntamente com o número de série, ajudam a identificar uma bicicleta sem margem para dúvidas. Quando escolhe a marca a partir da lista, evitamos erros de escrita e tornamos as pesquisas mais fiáveis para todos.

## Marcas portuguesas

Portugal tem uma longa tradição no fabrico de bicicletas, com especial destaque para a região de Águeda. Ao lado das grandes marcas internacionais, encontra no registo marcas nacionais, algumas com décadas de história, que continuam a rodar pelas nossas estradas.

## A sua marca não aparece?

Se a marca da sua bicicleta não consta da lista, escreva-nos para apoio@bicla.pt com o nome da marca e, se possível, uma ligação para o site do fabricante. Acrescentamo-la depois de a confirmarmos.

## Para fabricantes e lojas

Fabricantes, importadores e lojas que queiram colaborar com a Bicla, por exemplo, registando as bicicletas no momento da venda ou distribuindo o selo de segurança, podem conhecer o programa de [Embaixadores Bicla](/embaixadores) ou contactar-nos diretamente.`,
  },
  {
    slug: 'protect-your-bike',
    name: 'Proteja a sua bicicleta',
    title: 'Proteja a sua bicicleta',
    sub_title: 'Conselhos práticos para não ficar a pé',
    icon: 'LockOutlined',
    description: `Nenhuma bicicleta está totalmente a salvo, mas alguns hábitos simples tornam a sua muito menos apetecível para quem a quer levar. Eis o que recomendamos.

## Registe a bicicleta e guarde as provas

- **Registe-a na Bicla** logo que a comprar. Um registo validado prova que a bicicleta é sua e torna-a difícil de revender.
- **Anote o número de série.** Está normalmente gravado por baixo do quadro, na caixa do movimento pedaleiro.
- **Tire fotografias** da bicicleta inteira, dos dois lados, do número de série e de qualquer pormenor que a distinga: autocolantes, riscos, acessórios.
- **Guarde a fatura.** É o melhor comprovativo de propriedade para a polícia e para o seguro.

## Escolha bons cadeados

- Prefira um **cadeado em U** ou uma **corrente de segurança reforçada**. Os cadeados de cabo cortam-se em segundos e só devem servir como complemento.
- Use **dois cadeados de tipos diferentes** quando deixar a bicicleta muito tempo: obriga o ladrão a levar duas ferramentas.
- Invista num cadeado proporcional ao valor da bicicleta. Um cadeado barato numa bicicleta cara é um convite.

## Tranque bem

- Prenda **o quadro e a roda traseira** a um objeto fixo e resistente, como um suporte de bicicletas bem fixado ao chão.
- Deixe pouco espaço livre dentro do U, para dificultar o uso de alavancas e macacos.
- Confirme que o suporte não se desaparafusa e que a bicicleta não pode ser levantada por cima do poste.
- Se tiver rodas ou selim de aperto rápido, leve-os consigo ou troque-os por fixações antirroubo.

## Escolha onde estaciona

- Prefira locais movimentados, bem iluminados e, se possível, com videovigilância.
- Evite deixar a bicicleta na rua durante a noite, e sempre no mesmo sítio à mesma hora.
- Em casa, atenção às garagens e arrecadações comuns dos prédios: tranque a bicicleta mesmo aí.

## Marque a bicicleta

- Cole o **selo de segurança Bicla** num local visível do quadro: avisa que a bicicleta está registada.
- Uma marcação gravada no quadro, discreta mas permanente, também ajuda a identificá-la se for encontrada.

## Pense num seguro

Verifique se o seguro multirriscos da sua casa cobre a bicicleta fora de casa ou considere um seguro específico, sobretudo para bicicletas elétricas ou de maior valor. Leia com atenção as condições sobre o tipo de cadeado exigido.

## Se acontecer o pior

Apresente queixa à PSP ou à GNR, assinale a bicicleta como roubada na Bicla e partilhe o alerta. Veja todos os passos na página [Bicicletas roubadas](/stolen-bike).`,
  },
  {
    slug: 'embaixadores',
    name: 'Embaixadores Bicla',
    title: 'Embaixadores Bicla',
    sub_title: 'Lojas, clubes e ciclistas que fazem o registo crescer',
    icon: 'HandshakeOutlined',
    description: `Um registo de bicicletas vale tanto quanto as pessoas que o usam. Os Embaixadores Bicla são lojas, clubes e ciclistas que levam o registo a quem ainda não o conhece e ajudam a tornar o roubo de bicicletas um mau negócio.

## Para lojas de bicicletas

- Ajude os seus clientes a registar a bicicleta no momento da compra, quando a fatura e o número de série estão à mão.
- Pesquise o número de série das bicicletas usadas que recebe para retoma ou reparação.
- Distribua o selo de segurança Bicla aos seus clientes.
- Em troca, a sua loja aparece como embaixadora e recebe materiais de divulgação para o balcão e para a montra.

## Para clubes e associações

- Divulgue o registo entre os sócios e nos passeios, provas e encontros que organiza.
- Organize connosco uma sessão de registo: num só dia, dezenas de bicicletas podem ficar protegidas.
- Partilhe os alertas de roubo da sua região com a sua comunidade.

## Para ciclistas

Não precisa de ter uma loja ou um clube para ser embaixador. Se pedala todos os dias, participa em grupos de ciclismo ou tem presença nas redes sociais, pode:

- falar da Bicla a amigos, colegas e vizinhos;
- partilhar alertas de bicicletas roubadas na sua zona;
- ajudar quem tem dificuldade em fazer o registo.

## O que oferecemos

- Selos de segurança e materiais de divulgação;
- Destaque da sua loja ou clube na comunidade Bicla;
- Apoio direto da nossa equipa e acesso antecipado às novidades do registo;
- Uma pequena formação sobre como verificar bicicletas usadas e o que fazer em caso de roubo.

## Como aderir

Escreva-nos para apoio@bicla.pt com o assunto "Embaixadores", indicando o nome da loja, do clube ou o seu, a localidade e como gostaria de colaborar. Respondemos em poucos dias úteis.`,
  },
  {
    slug: 'donations',
    name: 'Página de donativos',
    title: 'Donativos',
    sub_title: 'Ajude a manter o registo gratuito para todos',
    icon: 'VolunteerActivismOutlined',
    description: `A Bicla é gratuita para quem pedala e queremos que continue assim. Não cobramos pelo registo, não vendemos dados e não enchemos o site de publicidade. Por isso, os donativos da comunidade fazem toda a diferença.

## Para onde vai o seu donativo

- **Servidores e alojamento** do site, da base de dados e das fotografias das bicicletas;
- **Envio de e-mails** de confirmação, de alerta de roubo, de mensagens e de transferência;
- **Selos de segurança** e materiais para lojas, clubes e embaixadores;
- **Melhorias ao registo**, para que seja cada vez mais simples e mais seguro.

## Como funciona

1. Escolha o valor que quer doar e, se quiser, deixe-nos uma mensagem.
2. Indique o seu nome e e-mail.
3. Enviamos-lhe um e-mail de agradecimento com as indicações para concretizar o donativo.

Neste momento ainda não aceitamos pagamentos diretamente no site: o formulário regista o seu compromisso e tratamos do resto por e-mail.

## Outras formas de ajudar

Não pode doar agora? Há muitas outras formas de ajudar:

- registe as suas bicicletas e convide amigos a fazer o mesmo;
- partilhe os alertas de bicicletas roubadas da sua zona;
- torne-se [Embaixador Bicla](/embaixadores);
- diga-nos o que podemos melhorar, através de apoio@bicla.pt.

## Transparência

Usamos os donativos exclusivamente para manter e melhorar a Bicla. Se tiver qualquer pergunta sobre a forma como são usados, escreva-nos: teremos todo o gosto em responder.

Obrigado por ajudar a devolver bicicletas a quem pedala.`,
  },
  {
    slug: 'stolen-bike',
    name: 'Página de bicicletas roubadas',
    title: 'Bicicletas roubadas',
    sub_title: 'Ajude-nos a devolvê-las a casa',
    icon: 'ReportProblemOutlined',
    description: `Nesta lista encontra as bicicletas que os donos assinalaram como roubadas. Cada alerta foi feito por um ciclista que ficou sem a sua bicicleta e que conta com a atenção de todos para a reencontrar.

## Antes de mais, apresente queixa

Dirija-se a uma esquadra da PSP ou a um posto da GNR e apresente queixa. Leve o número de série, fotografias e a fatura, se os tiver. Guarde o número do auto: vai precisar dele para o alerta na Bicla e para o seguro.

## Como assinalar a sua bicicleta como roubada

1. Inicie sessão e abra **A Minha Conta**, no separador **A Minha Bicicleta**.
2. Escolha a bicicleta e abra o formulário de roubo.
3. Indique a data e a hora, o local, a localidade e o código postal, um telefone de contacto e o valor estimado.
4. Diga-nos que cadeado usava e como foi vencido, e descreva o que aconteceu.
5. Se tiver, acrescente até duas fotografias recentes da bicicleta e os dados da queixa.
6. Escolha quem pode ver o seu telefone e guarde.

A partir desse momento, a bicicleta aparece nesta lista e surge como roubada a quem pesquisar o seu número de série.

## Divulgue o alerta

- Partilhe a página da bicicleta nas redes sociais e em grupos de ciclismo da sua zona.
- Avise as lojas de bicicletas próximas, que são muitas vezes as primeiras a ver uma bicicleta furtada.
- Consulte com regularidade os sites de anúncios e as feiras de usados.

## Reconheceu uma bicicleta desta lista?

Não confronte ninguém nem tente recuperá-la sozinho. Envie uma mensagem ao dono a partir da página da bicicleta, indicando onde e quando a viu, e contacte a polícia.

## Quando a bicicleta aparecer

Marque-a como recuperada na sua conta. Se quiser, conte-nos como aconteceu: cada história ajuda outros ciclistas e mostra que registar vale a pena.`,
  },
];
