import type { SeedBlogCategory, SeedBlogPost } from './types';

export const blogCategories: SeedBlogCategory[] = [
  { name: 'Segurança', slug: 'seguranca' },
  { name: 'Mobilidade', slug: 'mobilidade' },
  { name: 'Comunidade', slug: 'comunidade' },
  { name: 'Guias', slug: 'guias' },
];

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'como-escolher-um-cadeado-para-a-bicicleta',
    title: 'Como escolher um cadeado para a bicicleta',
    date: '2026-01-20',
    category: 'seguranca',
    description: `O cadeado é a primeira linha de defesa da sua bicicleta e, muitas vezes, a única. Não existe cadeado impossível de abrir: o objetivo é que a sua bicicleta dê mais trabalho do que a do lado. Quanto mais tempo, barulho e ferramentas um ladrão precisar, maior a probabilidade de desistir.

O **cadeado em U** continua a ser a escolha mais equilibrada para o dia a dia. É rígido, difícil de cortar com um alicate e cabe no suporte do quadro. Escolha um com o arco grosso e um espaço interior pequeno: quanto menos folga ficar depois de trancar, mais difícil é meter uma alavanca ou um macaco lá dentro.

As **correntes de segurança reforçadas** são ótimas para bicicletas caras ou para deixar a bicicleta muitas horas no mesmo sítio, mas são pesadas. Já os **cadeados de cabo**, por mais grossos que pareçam, cortam-se em segundos. Use-os apenas como complemento, para prender a roda da frente ou o selim.

Como regra prática, invista num cadeado proporcional ao valor da bicicleta e, se a deixar na rua durante muito tempo, use dois cadeados de tipos diferentes. Obrigar o ladrão a trazer duas ferramentas diferentes é, muitas vezes, o suficiente para que siga em frente.

Por fim, tranque bem: prenda o quadro e a roda traseira a um objeto fixo e resistente, confirme que o suporte está bem preso ao chão e não deixe o cadeado pousado no chão, onde é mais fácil apoiar uma ferramenta. E registe a bicicleta na Bicla: se o pior acontecer, o registo ajuda a reencontrá-la.`,
  },
  {
    slug: 'roubaram-me-a-bicicleta-primeiras-24-horas',
    title: 'Roubaram-me a bicicleta: o que fazer nas primeiras 24 horas',
    date: '2026-02-17',
    category: 'seguranca',
    description: `Chegar ao sítio onde deixou a bicicleta e encontrar apenas o suporte vazio é um momento horrível. Respire fundo: o que fizer nas horas seguintes pode fazer a diferença. Muitas bicicletas roubadas mudam de mãos ou aparecem à venda pouco tempo depois, e é nessa janela que um alerta bem feito tem mais força.

**Primeiro, apresente queixa.** Dirija-se a uma esquadra da PSP ou a um posto da GNR com o número de série, fotografias e, se tiver, a fatura. Descreva a bicicleta com todos os pormenores que a distinguem e guarde o número do auto. Sem queixa, a polícia dificilmente pode devolver-lhe a bicicleta, mesmo que a encontre.

**Depois, dê o alerta na Bicla.** Na sua conta, abra a bicicleta e preencha o formulário de roubo: data e hora, local, tipo de cadeado, como foi vencido e uma descrição do que aconteceu. A partir daí, quem pesquisar o número de série antes de comprar vê que a bicicleta foi roubada.

**Partilhe e procure.** Publique a página da bicicleta nas redes sociais e em grupos de ciclismo da sua zona, avise as lojas próximas e consulte os sites de anúncios de bicicletas usadas, pesquisando pela marca e pelo modelo. Peça também aos comerciantes da rua se têm câmaras que possam ter captado alguma coisa.

Se encontrar a sua bicicleta à venda ou na rua, **não tente recuperá-la sozinho**. Guarde as provas, como capturas de ecrã do anúncio ou fotografias do local, e contacte a polícia. E, se ela voltar para si, não se esqueça de a marcar como recuperada na Bicla.`,
  },
  {
    slug: 'comprar-bicicleta-usada-o-que-verificar',
    title: 'Comprar uma bicicleta usada: o que verificar antes de pagar',
    date: '2026-03-10',
    category: 'guias',
    description: `Uma bicicleta usada pode ser um excelente negócio, e comprar em segunda mão é uma escolha mais sustentável. Mas, sem alguns cuidados, pode acabar a pagar por uma bicicleta roubada, que pode ser apreendida e devolvida ao verdadeiro dono, ficando sem a bicicleta e sem o dinheiro.

**Comece pelo número de série.** Peça-o ao vendedor antes de se encontrarem e pesquise-o na Bicla. No encontro, confirme que o número gravado no quadro, normalmente por baixo da caixa do movimento pedaleiro, é o mesmo. Um número raspado, tapado ou ilegível é um sinal de alarme sério.

**Faça perguntas.** Um dono verdadeiro conhece a história da bicicleta: onde a comprou, que revisões fez, porque a vende. Peça a fatura ou outro comprovativo de compra. Desconfie de preços muito abaixo do mercado, de pressa em fechar o negócio e de quem só aceita encontros em sítios escondidos ou a horas estranhas.

**Avalie o estado mecânico.** Verifique o quadro e o garfo à procura de fissuras, sobretudo junto às soldaduras e, nas bicicletas de carbono, em volta da caixa de direção. Confira o desgaste da corrente, das cassetes e dos travões, a folga da direção e das rodas e, numa bicicleta elétrica, o estado da bateria e o carregador.

Se a bicicleta estiver registada na Bicla, peça ao vendedor que faça a transferência de propriedade para si. Pague apenas quando tiver tudo confirmado e só depois receba o código de transferência: assim fica com a bicicleta registada em seu nome desde o primeiro dia.`,
  },
  {
    slug: 'pedalar-em-seguranca-em-lisboa-e-no-porto',
    title: 'Pedalar em segurança em Lisboa e no Porto',
    date: '2026-04-14',
    category: 'mobilidade',
    description: `Cada vez mais pessoas vão de bicicleta para o trabalho, para a escola ou para as compras em Lisboa e no Porto. As duas cidades têm colinas, calçada e trânsito intenso, mas também ciclovias em crescimento e trajetos que, com algum planeamento, se fazem com prazer.

**Planeie o percurso.** Antes de sair, procure caminhos que aproveitem as ciclovias e evitem as avenidas mais movimentadas, mesmo que sejam um pouco mais longos. Em Lisboa, a zona ribeirinha permite grandes distâncias quase sem subidas; no Porto, a marginal do Douro é uma boa aliada. Uma bicicleta elétrica torna as colinas muito mais simpáticas.

**Cuidado com os carris e a calçada.** Os carris do elétrico são uma das principais causas de quedas nas duas cidades: atravesse-os sempre num ângulo o mais próximo possível do perpendicular. A calçada portuguesa e os paralelos ficam muito escorregadios com chuva, por isso reduza a velocidade e trave com antecedência.

**Seja visível e previsível.** Use luzes à frente e atrás, obrigatórias de noite e úteis também de dia, e roupa clara. Circule afastado das portas dos carros estacionados, sinalize as mudanças de direção com o braço e procure o olhar dos condutores nos cruzamentos. Lembre-se de que o Código da Estrada obriga os condutores a guardar uma distância lateral mínima de 1,5 metros ao ultrapassar um ciclista.

**No fim do percurso, estacione bem.** Use os estacionamentos de bicicletas, tranque o quadro e a roda traseira a um objeto fixo e não deixe a bicicleta na rua durante a noite. E, antes de tudo isto, registe-a na Bicla: é o melhor seguro para o caso de alguma coisa correr mal.`,
  },
  {
    slug: 'porque-registar-a-sua-bicicleta',
    title: 'Porque registar a sua bicicleta',
    date: '2026-05-12',
    category: 'comunidade',
    description: `Quando uma bicicleta é roubada e mais tarde encontrada, muitas vezes ninguém consegue provar de quem ela é. Sem número de série anotado, sem fotografias e sem fatura, é difícil para a polícia ou para quem a encontra devolvê-la ao dono. O registo resolve esse problema antes de ele existir.

Registar a bicicleta na Bicla demora poucos minutos: indica a marca, o modelo e o número de série e carrega três fotografias. Depois de validada pela nossa equipa, a bicicleta recebe um número Bicla único. A partir daí, tem num só lugar tudo o que precisa para apresentar queixa, acionar um seguro ou provar a propriedade.

O registo também protege quem compra. Antes de pagar por uma bicicleta usada, qualquer pessoa pode pesquisar o número de série e saber se foi dada como roubada. Quanto mais bicicletas estiverem registadas e quanto mais gente pesquisar antes de comprar, mais difícil se torna vender uma bicicleta furtada e menos compensa roubá-la.

E o registo acompanha a bicicleta ao longo da vida. Se a vender, pode transferi-la para o novo dono com um código de autenticação; se a quiser anunciar, pode fazê-lo a partir da sua conta. O histórico fica guardado, o que dá confiança a quem a compra a seguir.

Registar é gratuito e é um gesto pequeno que ajuda toda a comunidade. Se ainda não o fez, aproveite hoje: vá buscar a fatura, vire a bicicleta ao contrário para ler o número de série e tire as fotografias. Daqui a uns anos, pode agradecer a si próprio.`,
  },
];
