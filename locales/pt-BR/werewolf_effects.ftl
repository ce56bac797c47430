# Lobisomem: o que os artefatos fazem depois de revelados, as notícias do amanhecer, o fim de um jogo.

## Uma revelação e por que uma carta não faz nada.
ww-artifact-reveals = { $player ->
    [you] Você
   *[other] { $player }
} revela o artefato { $artifact }: { $effect }
ww-artifact-must-reveal = { $player ->
    [you] Você
   *[other] { $player }
} precisa revelar o artefato { $artifact }: { $effect }
ww-artifact-no-effect = O artefato { $artifact } não tem efeito: { $reason }.
ww-unmet-only-on-elimination = só funciona quando quem tem a carta é eliminado
ww-unmet-no-ghost = ninguém foi eliminado ontem, nem pela votação nem de outro jeito
ww-unmet-condition = a condição não foi cumprida
ww-unmet-nobody-to-choose = ninguém pode ser escolhido
ww-unmet-ghost-silent = o fantasma ficou em silêncio
ww-unmet-time-ran-out = o tempo acabou

## Efeitos de uso único.
ww-amethyst-view = Ametista do Conhecimento: { $player ->
    [you] seu artefato virado para baixo
   *[other] o artefato virado para baixo de { $player }
} é o artefato { $artifact }.
ww-prism-victims = Esta noite os lobos precisam escolher a vítima entre { $players }.
ww-ghost-letter = { $ghost ->
    [you] Seu fantasma
   *[other] O fantasma de { $ghost }
} dá a letra { $letter } para { $player ->
    [you] você
   *[other] { $player }
}.
ww-amethyst-force = { $player ->
    [you] Você
   *[other] { $player }
} obriga { $target ->
    [you] você
   *[other] { $target }
} a revelar o artefato.
ww-amethyst-keep = { $player ->
    [you] Você
   *[other] { $player }
} guarda para si o que viu.
ww-diamond-denies = { $player ->
    [you] Você
   *[other] { $player }
} devolve { $target ->
    [you] seu artefato { $artifact }
   *[other] o artefato { $artifact } de { $target }
} ao baralho.
ww-emerald-takes = { $player ->
    [you] Você
   *[other] { $player }
} pega um artefato virado para baixo de { $target ->
    [you] você
   *[other] { $target }
}.
ww-onyx-destroys = { $player ->
    [you] Você
   *[other] { $player }
} destrói { $target ->
    [you] um dos seus artefatos virados para baixo
   *[other] um dos artefatos virados para baixo de { $target }
}.
ww-citrine-exchanges = { $player ->
    [you] Você
   *[other] { $player }
} troca o Citrino da Fortuna por um novo artefato.
ww-amber-rewards = Novos artefatos virados para baixo para: { $players }.
ww-amber-nobody = O Âmbar da Aurora não encontra ninguém para recompensar.
ww-now-diseased = { $player ->
    [you] Você
   *[other] { $player }
} agora está Doente.
ww-now-cursed = { $player ->
    [you] Você
   *[other] { $player }
} agora é Amaldiçoado.
ww-diary-acted = Diário do Insone: { $player ->
    [you] seus vizinhos
   *[other] os vizinhos de { $player }
} — pelo menos um deles agiu na noite passada.
ww-diary-quiet = Diário do Insone: { $player ->
    [you] seus vizinhos
   *[other] os vizinhos de { $player }
} — nenhum deles agiu na noite passada.
ww-stone-new-role = { $player ->
    [you] Você
   *[other] { $player }
} recebe um novo papel entre os papéis não usados.
ww-breath-doomed = { $player ->
    [you] Você
   *[other] { $player }
} vai morrer na noite depois da próxima.
ww-bow-shoots = { $player ->
    [you] Você
   *[other] { $player }
} atira em { $target ->
    [you] você
   *[other] { $target }
} com o Arco da Caça.
ww-spear-strikes = { $player ->
    [you] Você
   *[other] { $player }
} revela ser { $role } e ataca { $target ->
    [you] você
   *[other] { $target }
} com a Lança da Fúria.
ww-orb-right = { $player ->
    [you] Você
   *[other] { $player }
} aponta { $players } com o Orbe da Especulação: os dois são lobisomens!
ww-orb-wrong = { $player ->
    [you] Você
   *[other] { $player }
} aponta { $players } com o Orbe da Especulação: errou.
ww-talisman = Depois de uma primeira eliminação por votação, as acusações abrem de novo: a votação pode eliminar uma segunda pessoa hoje.
ww-intel-is-werewolf = { $player ->
    [you] Você
   *[other] { $player }
} é um lobisomem.
ww-intel-is-mason = { $player ->
    [you] Você
   *[other] { $player }
} é um Maçom.
ww-intel-night-one-werewolf = Noite 1: { $player ->
    [you] você
   *[other] { $player }
} é um lobisomem.
ww-intel-night-one-mason = Noite 1: { $player ->
    [you] você
   *[other] { $player }
} é um Maçom.
ww-intel-only-mason = Noite 1: você é o único Maçom.

## Renascimento na eliminação.
ww-scepter-rebirth = O Cetro do Renascimento traz { $player ->
    [you] você
   *[other] { $player }
} de volta à vida depois da eliminação.
ww-rod-no-role = { $player ->
    [you] Você
   *[other] { $player }
} revela a Vara da Reencarnação, mas não sobrou nenhum papel não usado.
ww-rod-new-role = A Vara da Reencarnação mantém { $player ->
    [you] você
   *[other] { $player }
} no jogo com um novo papel depois da eliminação.
ww-rod-new-role-was = A Vara da Reencarnação mantém { $player ->
    [you] você
   *[other] { $player }
} no jogo com um novo papel depois da eliminação. { $player ->
    [you] Seu papel antigo
   *[other] O papel antigo
} era { $role }.

## Escolhas de "todo amanhecer".
ww-amulet-passes = O Amuleto da Proteção passa de { $player ->
    [you] você
   *[other] { $player }
} para { $target ->
    [you] você
   *[other] { $target }
}.
ww-shield-chosen = { $player ->
    [you] Seu Escudo do Guarda-costas
   *[other] Escudo do Guarda-costas de { $player }
}: { $target ->
    [you] você
   *[other] { $target }
} não pode morrer na próxima noite.
ww-heart-chosen = { $player ->
    [you] Seu Coração da Indiferença
   *[other] Coração da Indiferença de { $player }
}: { $target ->
    [you] você
   *[other] { $target }
} não pode votar hoje.
ww-mask-chosen = { $player ->
    [you] Sua Máscara da Conjuração
   *[other] Máscara da Conjuração de { $player }
}: { $target ->
    [you] você
   *[other] { $target }
} fica em silêncio hoje.
ww-cudgel-chosen = { $player ->
    [you] Seu Porrete da Velha Megera
   *[other] Porrete da Velha Megera de { $player }
}: { $target ->
    [you] você
   *[other] { $target }
} fica fora da vila hoje.
ww-artifact-chooses = { $player ->
    [you] Você
   *[other] { $player }
} escolhe { $target ->
    [you] você
   *[other] { $target }
} ({ $artifact }).
ww-hunter-missed-shot = { $player ->
    [you] Você, o Caçador, não atirou
   *[other] O Caçador { $player } não atirou
} a tempo.
ww-no-dawn-choice = { $player ->
    [you] Você
   *[other] { $player }
} não fez nenhuma escolha com o artefato { $artifact }.
ww-bow-missed-shot = { $player ->
    [you] Você
   *[other] { $player }
} não atirou a tempo.

## Amanhecer.
ww-dawn-nobody-died = Amanhecer do dia { $day }: ninguém morreu durante a noite.
ww-dawn-deaths = Amanhecer do dia { $day }: a noite levou { $players }.
ww-dawn-sent-away = { $player ->
    [you] Você
   *[other] { $player }
} vai passar o dia de hoje fora da vila.
ww-dawn-silenced = { $player ->
    [you] Você
   *[other] { $player }
} fica em silêncio hoje.

## Por que um jogo acabou.
ww-win-no-wolf-left = nenhum lobisomem continua vivo
ww-win-wolves-as-many = os lobisomens são tantos quanto o resto
ww-win-orb = o Orbe da Especulação apontou dois lobisomens
ww-win-stalemate = empate: ninguém morreu em { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
ww-outcome-team-wins = Vitória do time { $team }{ $tanner ->
    [1] {" "}(e do Curtidor, que morreu)
   *[0] {""}
}: { $reason }
ww-outcome-nobody-wins = Ninguém vence{ $tanner ->
    [1] {" "}(só o Curtidor, que morreu)
   *[0] {""}
}: { $reason }

## O baralho, na sala de espera e no tabuleiro.
ww-deck-count = { $count }× { $role }
ww-deck-described = { $roles } (equilíbrio { $balance })
ww-deck-source-preset = padrão para { $players } jogadores
ww-deck-source-list = sua lista, para { $players } jogadores
ww-deck-note = <em>Baralho</em> ({ $source }): { $deck }
ww-deck-balance-even = <em>Equilíbrio</em> { $balance }: equilibrado (0 é equilibrado)
ww-deck-balance-village-ahead = <em>Equilíbrio</em> { $balance }: quase equilibrado, com a vila um pouco à frente (0 é equilibrado)
ww-deck-balance-wolves-ahead = <em>Equilíbrio</em> { $balance }: quase equilibrado, com os lobisomens um pouco à frente (0 é equilibrado)
ww-deck-balance-favours-village = <em>Equilíbrio</em> { $balance }: ⚠️ favorece a vila (0 é equilibrado)
ww-deck-balance-favours-wolves = <em>Equilíbrio</em> { $balance }: ⚠️ favorece os lobisomens (0 é equilibrado)
ww-deck-too-few-players = ⛔ { $seats ->
    [0] 0 jogadores
    [one] 1 jogador
   *[other] { $seats } jogadores
}: Lobisomem precisa de pelo menos { $min }; o baralho abaixo é para { $players }.
ww-deck-blocker = ⛔ { $problem }
ww-artifacts-list-standard = <em>Artefatos</em>: a lista padrão, { $count } de { $total } cartas (sem { $left-out }, que inclinam o jogo para um lado); `artifact_list=all` joga com todas as cartas.
ww-artifacts-list-all = <em>Artefatos</em>: todas as cartas ({ $count }), inclusive as seis que a lista padrão deixa de fora.
ww-artifacts-list-chosen = <em>Artefatos</em>: a lista do anfitrião, { $count } de { $total } cartas.
ww-artifacts-list-blocker = ⛔ { $problem }
ww-deck-no-seer = ⚠️ Sem Vidente: a vila não tem ninguém para procurar lobisomens.
ww-deck-too-many-roles = A lista tem { $roles } papéis, mas só há { $players } jogadores: remova { $extra ->
    [one] 1 papel
   *[other] { $extra } papéis
}
ww-deck-no-werewolf = A lista de papéis não tem lobisomem: adicione um Lobisomem (ou um Filhote de Lobo)
ww-deck-wolves-win-at-once = { $wolves } lobisomens entre { $players } jogadores venceriam na hora: use menos lobisomens (cerca de um a cada quatro jogadores)
ww-deck-count-not-number = `{ $part }`: a quantidade precisa ser um número inteiro, por exemplo werewolf=2
ww-deck-unknown-role = papel desconhecido `{ $role }`; os papéis são: { $roles }
ww-deck-list-too-long = a lista cita mais de { $max } papéis
ww-setup-roles-refused = roles: { $why }
ww-setup-opt-out-not-seat = artifact_opt_out: `{ $part }` não é um número de lugar (1 a { $players })
ww-setup-opt-out-no-seat = artifact_opt_out: o lugar { $seat } não existe (1 a { $players })
ww-setup-unknown-artifact = artefato desconhecido `{ $key }` em artifact_list; as chaves são: { $keys }
ww-setup-too-few-artifacts = São necessários { $needed } artefatos, mas a lista só tem { $listed }: use 1 artefato por jogador, deixe menos gente participar ou permita mais cartas

## Como alguém morreu.
ww-cause-wolves = os lobisomens
ww-cause-witch = o veneno da Bruxa
ww-cause-vote = a votação
ww-cause-hunter = o tiro do Caçador
ww-cause-wounds = ferimentos
ww-cause-breath = o Sopro do Velho
ww-cause-bow = o Arco da Caça
ww-cause-spear = a Lança da Fúria
ww-cause-orb = o Orbe da Especulação

## O além: o que os mortos veem.
ww-afterlife-title = Além — { $phase }
ww-afterlife-intro = Tudo o que os vivos não podem ver. Guarde para você.
ww-afterlife-every-player = Todos os jogadores
ww-afterlife-tonight = Esta noite até agora
ww-afterlife-secret-log = Registro secreto (mais recente)
ww-afterlife-alive-by-side = Vivos por lado: vila { $village } · lobisomens { $werewolves } · Curtidor { $tanner }
ww-afterlife-seat = { $number }. { $player } — { $facts }
ww-afterlife-role-side = { $role }, { $side }
ww-afterlife-role-dealt-side = { $role } (carta inicial: { $dealt }), { $side }
ww-afterlife-extra-powers = poderes extras: { $roles }
ww-afterlife-artifacts = artefatos: { $artifacts }
ww-afterlife-artifact-face-down = { $artifact } (virado para baixo)
ww-afterlife-artifact-used = { $artifact } (usado)
ww-afterlife-artifact-revealed = { $artifact } (revelado)
ww-afterlife-died = morreu na rodada { $round } ({ $cause })
ww-afterlife-alive = vivo
ww-afterlife-dead = morto
ww-afterlife-fact-separator = { $left } · { $right }
ww-afterlife-wolf-votes = { $player ->
    [you] Você, lobo, vota
   *[other] O lobo { $player } vota
} para matar { $target ->
    [you] você
   *[other] { $target }
}.
ww-afterlife-guards = { $player ->
    [you] Você
   *[other] { $player }
} protege { $target ->
    [you] você
   *[other] { $target }
}.
ww-afterlife-witch-saves = A Bruxa salva { $target ->
    [you] você
   *[other] { $target }
}.
ww-afterlife-poisons = { $player ->
    [you] Você
   *[other] { $player }
} envenena { $target ->
    [you] você
   *[other] { $target }
}.
ww-afterlife-sends-away = { $player ->
    [you] Você
   *[other] { $player }
} manda { $target ->
    [you] você
   *[other] { $target }
} para fora da vila.
ww-afterlife-silences = { $player ->
    [you] Você
   *[other] { $player }
} silencia { $target ->
    [you] você
   *[other] { $target }
}.
ww-afterlife-looks-wolf = { $player ->
    [you] Você
   *[other] { $player }
} olha para { $target ->
    [you] você
   *[other] { $target }
}: um lobisomem.
ww-afterlife-looks-not-wolf = { $player ->
    [you] Você
   *[other] { $player }
} olha para { $target ->
    [you] você
   *[other] { $target }
}: não é lobisomem.
