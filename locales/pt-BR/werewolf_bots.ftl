# Lobisomem: o que os jogadores dizem em público com um motivo tirado do
# histórico público (as suspeitas do menu de declarações, as falas dos
# bots), e a opção que abre mão da acusação do dia.

## O dia: opções.
werewolf-choice-done-giving-up-nomination = Terminei por hoje (abro mão da minha acusação de hoje)
werewolf-choice-accuse = { $player ->
    [you] Desconfiar de mim mesmo
   *[other] Desconfiar de { $player }
}

## O dia: o que todos veem.
werewolf-accuses = { $player ->
    [you] Você desconfia
   *[other] { $player } desconfia
} de { $about ->
    [you] você
   *[other] { $about }
}: { $reason }

## Motivos tirados do histórico público.
werewolf-reason-spared-wolf = { $other ->
    [you] { $about } votou para poupar você, e você era um lobisomem.
   *[other] { $about ->
        [you] Você votou
       *[other] { $about } votou
    } para poupar { $other }, que era um lobisomem.
}
werewolf-reason-nominated-villager = { $other ->
    [you] { $about } acusou você, e você não era um lobisomem.
   *[other] { $about ->
        [you] Você acusou
       *[other] { $about } acusou
    } { $other }, que não era um lobisomem.
}
werewolf-reason-eliminated-villager = { $other ->
    [you] { $about } votou para eliminar você, e você não era um lobisomem.
   *[other] { $about ->
        [you] Você votou
       *[other] { $about } votou
    } para eliminar { $other }, que não era um lobisomem.
}
werewolf-reason-false-wolf-claim = { $about ->
    [you] Você declarou
   *[other] { $about } declarou
} que { $other ->
    [you] você era um lobisomem; sua carta
   *[other] { $other } era um lobisomem; a carta de { $other }
} diz o contrário.
werewolf-reason-false-clean-claim = { $about ->
    [you] Você declarou
   *[other] { $about } declarou
} que { $other ->
    [you] você não era um lobisomem; sua carta
   *[other] { $other } não era um lobisomem; a carta de { $other }
} diz o contrário.
werewolf-reason-named-by = { $other ->
    [you] Você declara
   *[other] { $other } declara
} que { $about ->
    [you] você é
   *[other] { $about } é
} um lobisomem.
werewolf-reason-counter-claim = { $about ->
    [you] Sua declaração contradiz
   *[other] A declaração de { $about } contradiz
} { $other ->
    [you] a sua
   *[other] a de { $other }
}.
werewolf-reason-nothing-said = { $about ->
    [you] Você não disse
   *[other] { $about } não disse
} nada hoje.

## A line with no one to accuse yet.
werewolf-choice-undecided = Nada aponta para ninguém ainda
werewolf-says-undecided = { $player ->
    [you] Você diz
   *[other] { $player } diz
}: { $variant ->
    [1] é cedo para saber; vou observar as votações.
    [2] ainda não tenho nada contra ninguém.
   *[other] nada aponta para ninguém ainda.
}
