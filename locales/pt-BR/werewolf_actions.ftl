# Lobisomem: perguntas, artefatos e seus efeitos, o baralho, o além, recusas.

## Uma escolha que mira alguém; `player` vale `you` quando é quem lê.
ww-aim-kill = { $player ->
    [you] Me matar
   *[other] Matar { $player }
}
ww-aim-look-at = { $player ->
    [you] Olhar para mim
   *[other] Olhar para { $player }
}
ww-aim-read-aura = { $player ->
    [you] Ler minha aura
   *[other] Ler a aura de { $player }
}
ww-aim-protect = { $player ->
    [you] Me proteger
   *[other] Proteger { $player }
}
ww-aim-send-away = { $player ->
    [you] Me mandar para fora
   *[other] Mandar { $player } para fora
}
ww-aim-silence = { $player ->
    [you] Me silenciar
   *[other] Silenciar { $player }
}
ww-aim-save = { $player ->
    [you] Me salvar
   *[other] Salvar { $player }
}
ww-aim-poison = { $player ->
    [you] Me envenenar
   *[other] Envenenar { $player }
}
ww-aim-shoot = { $player ->
    [you] Atirar em mim
   *[other] Atirar em { $player }
}
ww-aim-pass-amulet = { $player ->
    [you] Passar o Amuleto para mim
   *[other] Passar o Amuleto para { $player }
}
ww-aim-shield = { $player ->
    [you] Me proteger com o Escudo
   *[other] Proteger { $player } com o Escudo
}
ww-aim-forbid-vote = { $player ->
    [you] Me proibir de votar
   *[other] Proibir de votar: { $player }
}
ww-aim-choose = { $player ->
    [you] Me escolher
   *[other] Escolher { $player }
}
ww-aim-make-reveal = { $player ->
    [you] Me obrigar a revelar
   *[other] Obrigar a revelar: { $player }
}
ww-aim-peek-at = { $player ->
    [you] Me espiar
   *[other] Espiar { $player }
}
ww-aim-steal-from = { $player ->
    [you] Roubar de mim
   *[other] Roubar de { $player }
}
ww-aim-destroy = { $player ->
    [you] Destruir um artefato meu
   *[other] Destruir um artefato de { $player }
}
ww-aim-first-to-reveal = { $player ->
    [you] Primeiro a revelar: eu
   *[other] Primeiro a revelar: { $player }
}
ww-aim-second-to-reveal = { $player ->
    [you] Segundo a revelar: eu
   *[other] Segundo a revelar: { $player }
}
ww-aim-deny = { $player ->
    [you] Negar um artefato meu
   *[other] Negar um artefato de { $player }
}
ww-aim-make-diseased = { $player ->
    [you] Me deixar Doente
   *[other] Deixar Doente: { $player }
}
ww-aim-view-role = { $player ->
    [you] Ver meu papel
   *[other] Ver o papel de { $player }
}
ww-aim-test = { $player ->
    [you] Me testar
   *[other] Testar { $player }
}
ww-aim-mirror = { $player ->
    [you] Me espelhar
   *[other] Espelhar { $player }
}
ww-aim-doom = { $player ->
    [you] Me condenar
   *[other] Condenar { $player }
}
ww-aim-strike = { $player ->
    [you] Me atacar
   *[other] Atacar { $player }
}
ww-aim-name = { $player ->
    [you] Me apontar
   *[other] Apontar { $player }
}
ww-aim-give-bow = { $player ->
    [you] Dar o Arco para mim
   *[other] Dar o Arco para { $player }
}
ww-aim-ask-ghost = { $player ->
    [you] Perguntar ao meu fantasma
   *[other] Perguntar ao fantasma de { $player }
}

## Decisões que interrompem uma fase (eliminações, o Caçador, artefatos).
ww-reveal-the-artifact = Revelar { $artifact }
ww-prompt-eliminated-no-rescue = Você está sendo eliminado: nenhum dos seus artefatos pode salvar você.
ww-prompt-eliminated-reveal = Você está sendo eliminado. Revelar um artefato?
ww-choice-accept-fate = Aceitar meu destino
ww-prompt-hunter-shot = Você é o Caçador: escolha alguém para levar junto.
ww-prompt-dawn-artifact = Amanhecer: seu artefato { $artifact } entra em ação. { $effect }
ww-prompt-your-artifact = Seu artefato { $artifact }: { $effect }
ww-choice-face-down-artifact = Artefato { $number } (virado para baixo)
ww-prompt-which-artifact = { $player ->
    [you] Qual dos seus artefatos?
   *[other] Qual dos artefatos de { $player }?
}
ww-prompt-amethyst-force = Ametista do Conhecimento: obrigar a pessoa a revelá-lo agora?
ww-choice-make-reveal = Obrigar a revelar
ww-choice-keep-secret = Manter em segredo
ww-prompt-ghost-letter = Lençol do Fantasma: dê uma única letra para { $player ->
    [you] você
   *[other] { $player }
}.
ww-prompt-bow-shot = { $player ->
    [you] Você ficou com o Arco da Caça
   *[other] { $player } deu o Arco da Caça para você
}: elimine alguém em até um minuto.

## As perguntas da noite.
ww-choice-sleep = Dormir
ww-night-no-action = Noite { $night }: você não tem ação noturna.
ww-night-wolf-vote = Noite { $night }: vote na vítima dos lobos.
ww-night-wolf-vote-of = Noite { $night }: vote na vítima dos lobos ({ $number } de { $kills }).
ww-night-seer = Noite { $night }: escolha alguém para descobrir se é lobisomem.
ww-night-aura-seer = Noite { $night }: escolha alguém para descobrir se tem um papel especial.
ww-night-sorceress = Noite { $night }: escolha alguém para descobrir se é a Vidente.
ww-night-bodyguard = Noite { $night }: escolha alguém para proteger (não a mesma pessoa da noite passada).
ww-night-old-hag = Noite { $night }: escolha alguém para mandar para fora da vila amanhã.
ww-night-spellcaster = Noite { $night }: escolha alguém para silenciar amanhã.
ww-night-witch-waits = Noite { $night }: os lobos estão escolhendo. Quando terminarem, você decide sobre suas poções.
ww-choice-wait-for-wolves = Esperar os lobos
ww-choice-nothing-tonight = Não fazer nada esta noite
ww-night-witch-no-victim = Noite { $night }: os lobos não escolheram ninguém. Usar seu veneno?
ww-night-witch-victims = Noite { $night }: os lobos escolheram { $players }. Usar uma poção?
ww-night-nobody-to-choose = Noite { $night }: ninguém pode ser escolhido esta noite.
ww-eye-of-the-beholder = Olho do Observador, noite { $night }: a Vidente olhou para { $player ->
    [you] você
   *[other] { $player }
}: { $wolf ->
    [1] é um lobisomem.
   *[0] não é lobisomem.
}

## A decisão em andamento, como os outros a leem.
ww-pending-elimination = uma eliminação
ww-pending-hunter = { $player ->
    [you] seu tiro de Caçador
   *[other] o tiro do Caçador { $player }
}
ww-pending-artifact = { $player ->
    [you] seu artefato { $artifact }
   *[other] o artefato { $artifact } de { $player }
}

## Recusas: por que uma ação não é aceita (depois de "Recusado: ").
ww-refuse-reveal-dead = mortos não podem revelar artefatos
ww-refuse-reveal-no-such = você não tem o artefato número { $number }
ww-refuse-reveal-already = seu artefato { $artifact } já foi revelado
ww-refuse-reveal-on-elimination = só dá para revelar o artefato { $artifact } quando você é eliminado
ww-refuse-reveal-by-day = artefatos só podem ser revelados durante o dia, antes da votação
ww-refuse-reveal-one-at-a-time = o jogo está resolvendo { $what }; as revelações são feitas uma de cada vez, tente de novo quando acabar
ww-refuse-reveal-vote-started = a votação já começou; artefatos são revelados antes da votação
ww-refuse-reveal-sent-away = você está fora da vila hoje
ww-refuse-reveal-done-today = você disse que terminou a discussão de hoje; ainda pode revelar quando alguém for acusado
ww-refuse-not-yourself = você não pode escolher a si mesmo
ww-refuse-no-such-player = não há ninguém com o número { $number }
ww-refuse-player-dead = { $player ->
    [you] você já morreu
   *[other] { $player } já morreu
}
ww-refuse-more-choices = …
ww-refuse-choose-among = { $prompt }; você pode: { $choices }
ww-refuse-stale-timer = esse timer está vencido: a etapa para a qual ele foi marcado já acabou
ww-refuse-host = o bot modera esta partida; o anfitrião não tem jogadas nela
ww-refuse-no-seat = não existe o lugar { $seat }

## Por que um lugar não tem nada a fazer agora.
ww-idle-dead = você morreu e não pode agir
ww-idle-waiting-for = esperando { $what }
ww-idle-night-done = você já fez tudo o que podia esta noite
ww-idle-discussion-done = você terminou a discussão de hoje
ww-idle-waiting-second = esperando alguém apoiar a acusação
ww-idle-defence = { $player ->
    [you] você está fazendo sua defesa
   *[other] { $player } está se defendendo
}
ww-idle-voted = você já votou ou não pode votar hoje
ww-idle-nothing = nada a fazer agora

## Revelar o próprio artefato durante o dia.
ww-choice-reveal-numbered = Revelar artefato { $number }: { $artifact }
ww-choice-reveal-only = Revelar artefato: { $artifact }
