# The window's own words (menus, panels, help), one message per `Key` of src/app/i18n.rs:
# the id is the key's name in kebab-case. Figures are variables named for what they are
# ($unit, $side, $count…); the code passes each to `Lang::f` by that name.

app-title = Kensei Table

## Menus
menu-file = Archivo
menu-edit = Editar
menu-view = Ver
menu-help = Ayuda
open = Abrir…
open-path = Abrir una ruta
open-path-hint = ruta de un archivo .json
open-button = Abrir
recent-files = Archivos recientes
no-recent-files = No hay archivos recientes
clear-recent = Vaciar la lista
save = Guardar
save-as = Guardar como…
save-as-path = Guardar en una ruta
save-button = Guardar
close = Cerrar
quit = Salir
undo = Deshacer
redo = Rehacer
undo-what = Deshacer: { $edit }
redo-what = Rehacer: { $edit }
nothing-to-undo = Nada que deshacer
nothing-to-redo = Nada que rehacer
delete = Borrar
rotate-left = Girar 15° a la izquierda
rotate-right = Girar 15° a la derecha
settings = Ajustes
shortcuts = Atajos de teclado
about = Acerca de
about-text = Kensei Table: asistente de escritorio para el juego de miniaturas Kensei. Cada cifra indica la regla del proyecto (R-…) y la línea del reglamento Living Rules en español (L…) de la que sale.

## Panels
panel-builder = Creador de listas
panel-odds = Probabilidades
panel-tracker = Batalla
panel-dice = Dados
panel-document = Documento
fold-document = Plegar el panel del documento
unfold-document = Mostrar el panel del documento
fold-side = Plegar el panel lateral
unfold-side = Mostrar el panel lateral

## Documents
kind-table = mesa
kind-scenario = escenario
kind-list = lista de ejército
kind-battle = batalla
nothing-loaded = Nada cargado. Abre un escenario, una mesa, una lista de ejército o una batalla guardada (Ctrl+O), suelta un archivo JSON en la ventana o elige un archivo reciente.
no-table = No hay mesa abierta: abre un escenario o una mesa guardada para verla aquí.
list-line = Lista de ejército: { $name } ({ $points } puntos)
untitled = sin título
unsaved = cambios sin guardar
opened = Abierto { $file }
saved = Guardado { $file }
cannot-open = No se puede abrir { $file }
cannot-save = No se puede guardar { $file }: { $error }
unknown-kind = este JSON no es un escenario, mesa, lista de ejército ni batalla guardada que esta versión conozca
no-dialog = No hay diálogo de archivos disponible: escribe la ruta del archivo en Archivo › Abrir una ruta y pulsa Abrir.
no-dialog-save = No hay diálogo de archivos disponible: escribe dónde guardar en Archivo › Guardar en una ruta y pulsa Guardar.
no-path-typed = Escribe antes la ruta del archivo en el campo junto al botón.
nothing-to-save = Nada que guardar
table-size = Mesa: { $width } × { $depth } cm
models-per-side = Miniaturas: { $models-0 } (Bando 1), { $models-1 } (Bando 2)
terrain-pieces = Elementos de escenografía: { $count }
turn-limit = Límite de turnos: { $turns }
story = Historia
special-rules = Reglas especiales
objectives = Objetivos
objective-line = { $objective }: { $vp } PV a { $radius } cm
canvas-pending = Aquí se dibuja la mesa.
selected = Seleccionado: { $selection }

## Settings
language = Idioma
theme = Tema
theme-dark = Oscuro
theme-light = Claro
autosave-every = Autoguardado cada (segundos)
autosave-off = Sin autoguardado
show-help = Ayuda al pasar el ratón sobre las cifras

## Autosave
restore-title = ¿Recuperar el trabajo sin guardar?
restore-text = La última sesión terminó con trabajo sin guardar. Hay un autoguardado de { $document } del { $time }.
restore = Recuperar
discard = Descartar
restored = Recuperado el autoguardado de { $document }
autosaved = Autoguardado

## Shortcuts help
shortcut-open = Ctrl+O: abrir
shortcut-save = Ctrl+S: guardar (Ctrl+Mayús+S: guardar como)
shortcut-undo = Ctrl+Z: deshacer
shortcut-redo = Ctrl+Y o Ctrl+Mayús+Z: rehacer
shortcut-delete = Supr: quitar la miniatura, unidad o escenografía seleccionada
shortcut-escape = Esc: quitar la cinta o la escenografía a medio dibujar
shortcut-rotate = Q / E: girar la selección 15° a la izquierda / derecha
shortcut-select = Clic en una miniatura: selecciona su unidad; clic en una miniatura de la unidad seleccionada: solo esa miniatura
shortcut-zoom = Rueda del ratón (o pellizco): acercar o alejar en torno al puntero
shortcut-pan = Arrastrar la mesa vacía (o arrastrar con el botón derecho o central): desplazar la vista
shortcut-tape = Herramienta Cinta: arrastrar de un punto a otro, o clic donde empieza y clic donde acaba
shortcut-fit = Ajustar la mesa (barra de herramientas): toda la mesa a la vista de nuevo

## Dice roller
success-roll = Tirada de éxito
dice-count = Número de dados
value-modifier = Modificador de valor
each-die-succeeds = Cada dado tiene éxito: { $target }
help-success-roll = Un dado tiene éxito con un 6 natural, o si no es un 1 natural y su valor más el modificador es 4 o más. Una reserva de cero dados o menos tira un dado que necesita un 6 natural.
successes = Éxitos
at-least = al menos { $value }
roll = Tirar
rolled-successes = { $successes ->
        [one] { $successes } éxito
       *[other] { $successes } éxitos
    }
honor-test = Chequeo de Honor
honor = Honor
general-reroll = Repetición del general
pass-chance = Lo supera: { $chance }
help-honor-test = 1D6, superado si el resultado es como mucho el Honor; con la repetición del general, 2D6 quedándose el mejor.
roll-honor = Tirar el chequeo
kept-die = cuenta el { $die }
passed = Superado
failed = Fallado
d3 = D3
roll-d3 = Tirar un D3
d3-result = D6 { $d6 } da D3 { $d3 }

## Odds panel
melee = Combate
shooting = Disparo
filled-from = Rellenado desde la mesa: { $units }
inputs = Datos
attacker = Atacante
defender = Defensor
shooter = Tirador
target = Objetivo
unit-name = Nombre
attack = Ataque
ranged-attack = Ataque a distancia
models-field = Miniaturas (sin el líder)
models-at-start = Miniaturas al empezar la batalla
hr = Heridas (HR)
wounded-marker = Heridas en el marcador de herida
stuns = Marcadores de aturdida
difficulty-to-wound = Dificultad para herir
mounted = Montada
skirmishers = Hostigadores
has-unit-leader = Líder de unidad
leader-attack = Ataque del líder
leader-ranged-attack = Ataque a distancia del líder
leader-hr = Heridas del líder (HR)
leader-wounds-taken = Heridas que lleva el líder
leader-own-honor = El líder tiene Honor propio
leader-honor = Honor del líder
in-contact = Miniaturas en contacto (sin el líder)
leader-in-contact = Líder en contacto
powered = Potenciado
charged = Ha cargado
casualty-this-turn = Baja en este turno
used-marker = Marcador de unidad usada
reactive-without-order = Reactiva sin orden
parapet = Unidad parapetada
out-of-formation = Fuera de formación
in-cover = A cubierto
retreating-marker = Marcador de unidad en retirada
attacks-by = Ataca por
front = frente
flank = flanco
rear = retaguardia
extra-dice = Dados extra
extra-value = Valor extra
wound-modifier = Modificador para herir
protect-leader = Proteger al líder
protect-when-lethal = si fuera a morir
protect-always = siempre
protect-never = nunca
in-range-and-sight = Miniaturas con visión y alcance (sin el líder)
leader-can-shoot = El líder puede disparar
stand-and-shoot = Aguantar y disparar
all-visible = Los tiradores ven todas las miniaturas
visible-models = Miniaturas que ven los tiradores
pool-total = Tira { $dice } dados, { $bonus } a cada uno
help-pool = Las filas de la tabla del reglamento que se aplican, sumadas.
attacker-wins = Gana el atacante { $chance }
defender-wins = Gana el defensor { $chance }
draw = Empate { $chance }
expected-hits = Impactos esperados: { $hits }
expected-wounds-stuns = Heridas esperadas: { $unit-wounds } a la unidad, { $leader-wounds } al líder, { $stuns } aturdimientos
casualties-expected = Bajas sufridas (se esperan { $casualties })
help-casualties = Heridas nuevas más las del marcador de herida, divididas entre HR.
casualties = Bajas
leader-dies = Muere el líder de unidad
wiped-out = Aniquilada
takes-honor-test = Hace chequeo de Honor
fails-honor-test = Falla el chequeo de Honor
falls-back = Se repliega
retreats = Se retira
holds = Aguanta
seed = Semilla { $seed }
winner-is = Gana { $winner }
no-winner = Sin ganador
every-step = Cada paso
rolled-dice-hits = Dados { $dice }: { $hits ->
        [one] { $hits } impacto
       *[other] { $hits } impactos
    }
rolled-wound-dice = Dados de herida { $dice }: { $wounds ->
        [one] { $wounds } herida
       *[other] { $wounds } heridas
    }, { $leader-wounds } al líder, { $stuns ->
        [one] { $stuns } aturdimiento
       *[other] { $stuns } aturdimientos
    }
after-casualties = { $casualties ->
        [one] { $casualties } baja
       *[other] { $casualties } bajas
    }, { $models ->
        [one] queda { $models } miniatura
       *[other] quedan { $models } miniaturas
    }
leader-died = El líder de unidad ha muerto
markers-after = Marcador de herida { $wounded }, marcadores de aturdida { $stuns }
honor-test-rolled = Chequeo de Honor { $roll } contra { $honor }: { $result }

## List builder
new-list = Nueva lista de ejército
faction = Facción
list-name = Nombre de la lista
battle-size = Tamaño de batalla (puntos)
create-list = Crear la lista
commander-level = Nivel de comandante
level-n = nivel { $level }
advanced-rules = Reglas avanzadas (poderes ocultos)
points-total = { $spent } / { $size } puntos
points-left = quedan { $points }
hand-size = mano de { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }
model-count = { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    }
list-legal = La lista es legal.
list-illegal = La lista aún no es legal: mira los problemas abajo.
points-by-type = Puntos por tipo de tropa
units = Unidades
unit-points = { $points } ptos
models-in-unit = Miniaturas
general = General
remove-unit = Quitar
unit-leader = Líder de unidad
no-leader = ninguno
support-troops = Apoyo
add-support = Añadir apoyo…
remove-support = Quitar esta tropa de apoyo
game-mode = Juego
mode-standard = Batalla normal
mode-raid = Incursión
mode-total-war = Guerra total
game-mode-help = Una batalla como la da el reglamento (de 200 a 1000 puntos); una incursión, una escaramuza de 150 puntos cuyas unidades son 3 miniaturas y su líder, todas hostigadoras, con +1 Herida; o guerra total, una gran batalla en la que cada unidad va sobre una peana de movimiento de 12 × 6 cm.
raid-battle-size = 150 puntos (una incursión)
mixed-models = Otros perfiles
add-mixed = Añadir una miniatura de…
remove-mixed = Quitar una de estas miniaturas
on-base = Miniaturas en la peana de movimiento
on-base-stands-for = una unidad de { $size }
on-base-stands-for-none = no representa ninguna unidad: 2 o más
add-unit = Añadir una unidad
pick-profile = elige un perfil
add = Añadir
problems = Problemas
no-problems = Sin problemas.
save-list = Guardar la lista
copy-roster = Copiar la hoja de ejército (Markdown)
roster-copied = Hoja de ejército copiada
print-roster = Imprimir: escribir la hoja en HTML en
write-html = Escribir
roster-written = Hoja escrita en { $file }: Abrir la muestra en tu navegador, para imprimirla
open-roster = Abrir
open-roster-first = Escribe primero la hoja; luego Abrir la muestra en tu navegador, para imprimirla.
roster-opened = { $file } abierta en tu navegador: imprímela desde allí.
roster-not-opened = No se ha podido abrir { $file } aquí ({ $reason }): ábrela desde tu gestor de archivos o tu navegador para imprimirla.
missions = Misiones (R-MISSION-1)
primary-mission = Misión principal (ambos bandos)
secondary-table = Misiones secundarias (cada bando tira 1D6 en secreto)
die-face = { $face }. { $mission } ({ $vp } PV)
mission-line = { $mission } ({ $vp } PV)
mission-nobody = No la ha cumplido nadie.
mission-nobody-yet = Nadie la cumpliría si la batalla terminase ahora.
mission-achieved-by = La ha cumplido { $sides }.
mission-would-be = { $sides } la cumpliría si la batalla terminase ahora.
secondary-of = Misión secundaria de { $side }
mission-achieved = Cumplida.
mission-not-achieved = No cumplida.
mission-achieved-now = Cumplida si la batalla terminase ahora.
mission-not-yet = Aún no cumplida.
hide-mission = Ocultarla
show-mission = Ver la misión secreta de { $side }
show-mission-help = Solo debe mirarla el jugador de ese bando: el adversario la conoce al terminar la batalla.
mission-kept-by-computer = El ordenador la guarda en secreto hasta que termine la batalla.
leader-leads-other = { $leader } (ahora con { $unit })
leader-moved = { $leader } lidera ahora { $to }; ha dejado { $from }.
leader-moved-with-general = { $leader } lidera ahora { $to }; ha dejado { $from } y la marca de general se ha ido con él.
rename-unit = Nombre de la unidad
unit-renamed = { $from } se llama ahora { $to }.

## Battle tracker
new-battle = Nueva batalla
new-battle-help = La batalla se juega en el escenario abierto, con una lista para cada bando: una de las ofrecidas (las tuyas entre ellas una vez abiertas o guardadas), o un archivo de lista o de ejército escrito.
side-roster0 = Ejército del Bando 1
side-roster1 = Ejército del Bando 2
seed-label = Semilla
start-battle = Empezar la batalla
need-table = Abre primero un escenario.
legal-commands = Lo que se puede hacer ahora
no-legal-commands = Nada: la batalla ha terminado.
more-commands = … y { $count } más
battle-log = Registro de la batalla ({ $commands ->
        [one] { $commands } orden
       *[other] { $commands } órdenes
    })
phase-setup = preparación
phase-maintenance = mantenimiento
phase-initiative = iniciativa
phase-activation = activación
phase-ended = la batalla ha terminado
turn-of = Turno { $turn } de { $turns }, { $phase }
initiative-held = Iniciativa: { $side }
victory-points = Puntos de victoria: { $vp-0 } - { $vp-1 }
pair-active = Pareja de activaciones, bando activo: { $side }
orders-left = { $unit }: { $orders ->
        [one] le queda { $orders } orden
       *[other] le quedan { $orders } órdenes
    }
roll-initiative = Tirada de iniciativa
roll-strategy = Tirada de estrategia (1D6 + nivel de comandante)
roll-orders = Tiradas de órdenes
roll-charge = Tirada de carga, { $charger } contra { $target }
roll-combat = Tirada de combate, { $attacker } contra { $defender }
roll-wounds = Tiradas de heridas, { $attacker } contra { $defender }
roll-protect = Proteger al líder de { $unit }: con 4+ la herida la recibe la unidad
roll-honor-test = Tirada de honor de { $unit }
roll-fall-back = Repliegue o retirada de { $unit }
roll-run = Movimiento potenciado de { $unit }
roll-flee = Huida de { $unit } ante { $from }
roll-opportunity-charge = Tirada de carga de oportunidad, { $charger } contra { $target }
roll-pursuit-honor = Tirada de honor de { $unit } para perseguir a { $fleeing }
roll-pursuit-move = Movimiento de persecución de { $unit } tras { $fleeing }
roll-led-order = Tirada de órdenes de { $unit }, liderada, para su ki
help-offering = Antes de que la tirada tenga efecto, cada bando puede ofrecer una carta a los dioses: repetir un dado, o sumar el valor de la carta a uno de sus dados.
hand-line = Mano: { $hand } · mazo { $deck } · descartes { $discard }
commander-orders-line = Órdenes de comandante en mano: { $hand } · { $deck } en el mazo
hand-face-down-line = Mano: { $hand ->
        [one] { $hand } carta
       *[other] { $hand } cartas
    }, boca abajo · mazo { $deck } · descartes { $discard }
commander-orders-face-down-line = Órdenes de comandante en mano: { $hand }, boca abajo · { $deck } en el mazo
general-dead = El general ha muerto: -1 a Honor e Iniciativa
unused-units = Unidades sin usar ({ $count }): { $units }
units-and-markers = Unidades y marcadores
removed = retirada
unit-models = { $unit }: { $models ->
        [one] { $models } miniatura
       *[other] { $models } miniaturas
    }
unit-size = { $unit }: tamaño { $size } de { $start } en su peana de movimiento (R-TW-5)
chain-left = Combate múltiple: { $combats ->
        [one] queda { $combats } combate
       *[other] quedan { $combats } combates
    }, sin resultado hasta terminarlos todos
chain-combat = { "  " }{ $attacker } contra { $defender }
chain-loss = { "  " }{ $unit }: { $casualties ->
        [one] { $casualties } baja anotada
       *[other] { $casualties } bajas anotadas
    }{ $leader }
chain-leader-lost = , líder de unidad perdido (cuenta 2)
pursuit-due = { $unit } puede perseguir a { $fleeing } (tirada de honor)
melee-move-due = { $unit } puede hacer un movimiento de melé de hasta 5 cm
table-side-part = {" "}como { $part }
charged-answering = { $unit } responde ahora a la carga de { $charger }
pick-order-title = Elegir cómo usar { $order }
pick-order-units = Unidades a las que se da la orden:
pick-order-stuns = { $unit }: marcadores de aturdido a retirar
pick-order-x = X (cartas adicionales):
pick-order-cost = Coste { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $chosen } elegidas
pick-order-card = carta { $card }
pick-order-use = Usar { $order }
help-order-picker = Una orden de comandante se usa entre órdenes de la fase de activación (Hidden path, al desplegar): descarta su coste en cartas de mando de cualquier valor (1+X: X cartas más y X unidades), a unidades sin marcador de usada. Una orden usada se pierde para la batalla.
battle-view-note = Arrastra una miniatura de la unidad activa (o la unidad entera) para darle una orden de mover; las demás órdenes están en el panel de batalla.
battle-edits-refused = En una batalla, las miniaturas se mueven con órdenes: arrastra una miniatura de la unidad activa o usa el panel de batalla.
weapon-range = alcance
attacking-unit = Unidad atacante
target-unit = Unidad objetivo
fill-from-table = Rellenar desde la mesa
troop-of = { $side }: tropa
typed-numbers = Números a mano
troop-leader = Líder de unidad
no-troop-leader = Ninguno
troop-numbers-label = La tropa aporta
troop-numbers = ataque { $attack }, disparo { $ranged }, HR { $hr }, Honor { $honor }, herida a { $wound }+
troop-adds = sus armas y habilidades aquí: { $dice } dados, { $value } a cada dado, { $wound } para herir
short-range = Alcance corto (20 cm o menos)
nobody-in-contact = Ninguna miniatura está en contacto, así que no hay combate que calcular. Indica las miniaturas en contacto o rellena desde la mesa.
fill-out-of-reach = { $attacker } no alcanza a { $target }: están a { $distance } cm, más de lo que cubre una carga potenciada. No se marca carga ni contacto.
fill-charge-assumed = Aún sin contacto. Las probabilidades suponen que la carga llega, con { $models } miniaturas en contacto.
fill-no-mov = Sin contacto, y la mesa no conoce el movimiento de { $attacker }: no se marca carga.
fill-not-seen = Ninguna miniatura de { $attacker } ve a { $target }, así que no puede cargarla (L612). No se marca carga.
troop-from-table = { $unit } (de la mesa)
troop-unknown = La mesa no conoce la tropa de { $units }: esos bandos guardan los números escritos a mano. Pon las unidades desde sus listas ("Ejércitos en la mesa") para usar sus propias tropas.
mark-from-table = mesa
mark-changed = cambiado
mark-changed-help = La mesa rellenó otro valor; este lo has puesto tú.
offer-prompt = { $side }: ¿ofrendar una carta a los dioses en esta tirada?
offer-hand = Cartas en la mano: { $hand }
go-on = Seguir
offer-card = Ofrendar un { $card }:
offer-reroll = repetir el dado { $die }
offer-add = sumarlo al dado { $die }
no-units-to-fill = `{ $attacker }` o `{ $target }` no está en la mesa
charge-reach = Carga: { $distance } cm por cubrir, necesita { $needs } ({ $chance }); potenciada { $run-needs } ({ $run-chance })
range-band-is = Alcance: { $band }
range-short = corto
range-medium = medio
range-long = largo
range-out = fuera de alcance
sight-from = Visión desde { $model }
no-enemies = No hay miniaturas enemigas en la mesa.
sight-row = { $model }: { $cm } cm, visión { $sight }
los-total = total
los-partial = parcial
los-none = ninguna
blocked-by = { " " }(a través de { $blockers })
in-cover-suffix = , a cubierto
engaged-suffix = , trabado
give-in-battle = Dar la orden en la batalla (la batalla tira y aplica el resultado):
place-on-table = Colocar
place-on-table-help = Cada clic en la mesa coloca esta unidad en formación cerrada, con su líder y sus tropas de apoyo, mirando al borde enemigo.
place-for-side = Colocar unidades de
placing-unit = Haz clic en la mesa para colocar { $unit }

## Hover help
rulings = Criterios…
rulings-title = Criterios de Kensei Table
rulings-intro = Cómo lee este programa lo que el reglamento deja abierto. La ayuda de cada cifra nombra los criterios que aplica.
rulings-search = Buscar:
rulings-search-hint = un código (LOS-2) o palabras
rulings-found = { $count ->
    [one] { $count } criterio
   *[other] { $count } criterios
}
help-ruling = Criterio { $ruling }: { $text }
help-ruling-id = Criterio { $ruling }
help-book = Reglamento: { $section }

## Edits named in the undo menu
edit-move = mover
edit-rotate = girar
edit-delete = borrar
edit-table = cambio en la mesa
edit-add-models = añadir miniaturas
edit-terrain = cambio de escenografía

## Canvas tools
tool-select = Seleccionar
tool-move-unit = Mover unidad
tool-rotate = Girar
tool-measure = Cinta
tool-draw-terrain = Dibujar escenografía
tool-edit-terrain = Editar escenografía
overlays = Capas
overlay-grid = Cuadrícula
overlay-view = Campo de visión
overlay-sides = Frente, flanco, retaguardia
overlay-sight = Línea de visión
overlay-cover = Cobertura
overlay-engagement = Trabado
overlay-zoc = Zona de control
overlay-ranges = Alcances
overlay-reach = Alcance de carga
overlay-problems = Problemas de formación y colocación
overlay-every-enemy = A todos los enemigos a la vez (si no, al que está bajo el puntero)
fit-view = Ajustar la mesa
terrain-kind-label = Tipo
kind-ignorable = ignorable
kind-difficult = difícil
kind-impassable = impasable
terrain-height = Altura
terrain-cover = Da cobertura
edit-list = cambio en la lista
edit-battle = orden de batalla

## The unit's profile noted in a plain table (charge reach, zone of control, range bands)
unit-profile = Perfil de { $unit } (para alcance de carga, zona de control y alcance)
unit-profile-help = Una mesa sin más solo conoce las peanas: da el MOV de la unidad (y el alcance de su arma) para ver su alcance de carga, zona de control y bandas de alcance. Se guarda en el archivo de la mesa.
unit-mov = Movimiento (MOV), cm
unit-shoots = Dispara, alcance en cm
unit-skirmisher = Hostigadores (orden abierto)
unit-no-profile = Sin perfil anotado
add-unit-profile = Anotar un perfil
remove-unit-profile = Quitar el perfil
edit-unit-profile = perfil de { $unit }

## Moves in a battle by dragging on the canvas
drag-nothing = No se ha movido nada.
drag-run = Arrastrar = mover potenciado
drag-run-help = Arrastrar una miniatura de la unidad activa le da una orden de mover; con esto activado, un movimiento potenciado (2 x MOV + 1D6, sin terreno difícil).
tool-move-unit-battle = Mover unidad

## Unsaved work on closing or opening over it
unsaved-title = Trabajo sin guardar
unsaved-text = Hay cambios sin guardar en: { $documents }. ¿Guardarlos antes?
unsaved-opening = Abrir { $document } lo sustituye.
unsaved-save = Guardar
unsaved-discard = Descartar los cambios
unsaved-cancel = Cancelar

## Start page, the side panel's tabs and File › New list
panel-list = Lista
menu-start-page = Página de inicio
menu-new-list = Nueva lista
start-intro = ¿Qué quieres hacer?
start-odds-title = Probabilidades rápidas
start-odds-text = Las probabilidades de un combate: elige las dos tropas y la situación, y mira quién gana, las bajas y los chequeos de Honor.
start-odds-button = Calcular probabilidades
start-list-title = Crear una lista
start-list-text = Una lista de ejército dentro de sus puntos, comprobada con el reglamento mientras la creas.
start-list-open = O abre una lista incluida:
start-list-choice = { $list } ({ $points } ptos)
start-list-choice-mode = { $list } ({ $points } ptos, { $mode })
odds-divided = Este combate se divide por perfiles, un combate por cada uno (R-RAID-6). Las probabilidades son de:
odds-combat = { $attacker } contra { $defender }
start-battle-title = Jugar una batalla
start-battle-text = Un escenario y una lista para cada bando. El programa lleva las reglas, el orden de juego y los dados.
start-scenario = Escenario
start-side-list0 = Lista del bando 1
start-side-list1 = Lista del bando 2
pick-a-list = elige una lista
start-play = Jugar esta batalla
start-back = Volver a la mesa
start-nothing-shipped = No se han encontrado escenarios ni listas incluidos junto al programa; abre tus propios archivos con Archivo › Abrir.
start-raid-line = Una incursión (Modos extra de juego › Incursión): 150 puntos por bando, unidades de 3 miniaturas y su líder de unidad, toda unidad combate como hostigadores y toda tropa tiene 1 Herida más. Se ofrecen las listas de incursión.
start-total-war-line = Guerra total (Modos extra de juego › Guerra total): cada unidad va sobre una peana de movimiento de 12 × 6 cm cuyas miniaturas dan su tamaño (2 para 5, 3-4 para 10, 5 para 15), y sus bajas salen de ese tamaño. Se ofrecen las listas de guerra total.
battle-started = Ha empezado la batalla: { $scenario }.

## A battle in play copied on a plain table
menu-new-table = Mesa nueva para una batalla en juego
start-in-play-text = ¿Juegas en una mesa real? Copia la batalla en una mesa vacía y mídela aquí.
new-table-made = Una mesa vacía de 120 × 90 cm. Pon los dos ejércitos desde «Ejércitos en la mesa» y arrastra cada unidad a donde está.
armies-on-table = Ejércitos en la mesa
armies-on-table-help = La lista de cada bando: pon todo el ejército en su zona de despliegue, o coloca una unidad donde hagas clic. Después arrastra las unidades a donde están en tu mesa.
army-all-down = Todas las unidades de esta lista están en la mesa.
put-army-down = Poner todo el { $side }
place-one-unit = Colocar { $unit }
army-put-down = { $side }: { $units ->
    [one] una unidad puesta
   *[other] { $units } unidades puestas
} en su zona de despliegue; arrástralas a donde están.
army-no-room = { $side }: no queda sitio en su zona de despliegue para { $count ->
    [one] { $units }, que queda fuera de la mesa
   *[other] { $count } unidades ({ $units }), que quedan fuera de la mesa
} en vez de ponerse sobre otra unidad (L206-214, R-FORM-1); colócalas con sus botones Colocar.
setup-no-room = El despliegue está hecho, pero la zona de despliegue no tenía sitio para poner { $count ->
    [one] { $units } en formación
   *[other] { $count } unidades en formación ({ $units })
} (R-FORM-1, L206-214): muévelas a formación con sus primeras órdenes.
edit-unit-profiles = anotar los perfiles de las unidades

## Questions the window answers for the players
setup-finished = La preparación está hecha: empieza la batalla.
deploy-the-rest = Despliega el resto por mí
deploy-pick-first = Coloca la primera miniatura de una unidad: elígela abajo y haz clic en tu zona de despliegue, o arrástrala allí.
deploy-pick-rest = Completa una unidad: elígela abajo y haz clic donde deba formar el resto a su lado, o arrástrala allí.
deploy-unit-button = { $unit } ({ $left } por colocar)
deployed-unit = { $unit }: { $models } colocadas
finish-setup = Termina la preparación por mí
finish-setup-help = Sin más escenografía extra, las primeras órdenes de comandante ofrecidas, ninguna ofrenda en la tirada de estrategia y todas las miniaturas que faltan desplegadas, cada unidad en formación alrededor de su primera miniatura. Un solo Deshacer lo quita todo.
ask-offerings = Preguntar por las ofrendas
ask-offerings-help = Antes de cada tirada, pregunta a este bando si ofrece una carta a los dioses (R-DECK-4). Sin marcar, la ventana dice «sin ofrenda» por él.
ask-opportunity = Preguntar por las cargas de oportunidad
ask-opportunity-help = Cuando una unidad enemiga declara un movimiento, pregunta a este bando si hace una carga de oportunidad (R-OPP-2: sin medir antes). Sin marcar, la ventana deja pasar todos los movimientos por él.
start-ask-opportunity = Preguntar si cargar ante cada movimiento enemigo (carga de oportunidad)
start-ask-offerings = Preguntar antes de cada tirada si se ofrece una carta
ask-casualties = Preguntar qué miniaturas se pierden
ask-casualties-help = Cuando una unidad de este bando pierde miniaturas y se puede elegir, pregunta cuáles se retiran (R-CAS-2: en cuerpo a cuerpo primero las trabadas, en un disparo solo las que ven los tiradores). Sin marcar, la ventana retira las más cercanas al enemigo.
start-ask-casualties = Dejarme elegir qué miniaturas pierde cada unidad
casualty-prompt = { $side }: elige { $count ->
    [one] la miniatura
   *[other] las { $count } miniaturas
} que pierde { $unit }
casualty-melee-rule = Las miniaturas en cuerpo a cuerpo se retiran antes que las demás (L929). Márcalas aquí o pulsa sobre ellas en la mesa.
casualty-shot-rule = Solo puede ser baja una miniatura que vea algún tirador (L935). Márcalas aquí o pulsa sobre ellas en la mesa.
casualty-engaged = En cuerpo a cuerpo
casualty-not-engaged = Fuera del cuerpo a cuerpo
casualty-seen = Vistas por los tiradores
casualty-stand-rule = Las bajas de aguantar y disparar se retiran de las filas más cercanas a la tropa que dispara, entre las miniaturas que ve (L864, L935). Márcalas aquí o pulsa sobre ellas en la mesa.
casualty-nearest-rank = Fila más cercana a los tiradores
casualty-rank-behind = La fila de detrás
casualty-ticked = { $ticked } de { $count } elegidas
casualty-remove = Retirar estas
casualty-nearest = Las más cercanas al enemigo

## El ordenador a cargo de un bando, y la pista
played-by0 = Bando 1 jugado por
played-by1 = Bando 2 jugado por
played-by-help = Quién da las órdenes de este bando. El ordenador juega el bando entero, también su preparación, una orden cada vez, y el registro de la batalla dice por qué eligió cada una. Fácil sigue unas pocas costumbres sencillas; normal sopesa cada elección con las probabilidades exactas y la mesa; difícil mira además la mejor respuesta del enemigo.
player-human = un jugador
player-first = el ordenador (primera orden legal)
player-easy = el ordenador (fácil)
player-normal = el ordenador (normal)
player-hard = el ordenador (difícil)
aggression = { $side }: agresividad
aggression-help = Cuánto busca el general de este bando dañar al enemigo. Con 0,5 cuenta las bajas enemigas por lo que valen; con 1, una vez y media, así que acepta combates más arriesgados; con 0, la mitad.
caution = { $side }: prudencia
caution-help = Cuánto teme el general de este bando sus propias bajas y lo que el enemigo podría hacerle después. Con 0,5 las cuenta por lo que valen; con 1, una vez y media, así que se aparta más del peligro; con 0, la mitad.
computer-played = El ordenador jugó: { $command }
computer-stopped = El ordenador se ha detenido: toma tú esta decisión por él o pasa su bando a un jugador (Ver › Ajustes).
computer-stopped-here = El ordenador no ha podido tomar esta decisión: tómala abajo o pasa su bando a un jugador (Ver › Ajustes).
computer-turn = { $side } lo juega { $player }: su orden llega en un momento.
computer-turn-wait = El ordenador está tomando esta decisión: espera a su orden.
computer-commands = El ordenador elige esta orden.
computer-last = La última orden del ordenador (entrada { $entry }, { $level ->
    [easy] fácil
    [hard] difícil
    [first] primera legal
   *[normal] normal
}):
computer-details = Detalles: valor, posición y lo demás que sopesó
log-computer-why = El ordenador ({ $level ->
    [easy] fácil
    [hard] difícil
    [first] primera legal
   *[normal] normal
}) eligió esto: { $reasons }
log-answered-no-card = Pasado por ti: ninguna carta de la mano podía cambiar esta tirada (R-DECK-4, L1028-1029).
log-answered-only-answer = Respondido por ti: la única respuesta que permiten las reglas aquí.
log-answered-no-opportunity-charge = Dejado pasar por ti: ninguna unidad tuya puede cargarlo (R-OPP-2).
hint = Pista
hint-help = Lo que el ordenador (normal) jugaría aquí, con sus razones. No se juega nada hasta que pulses «Jugarla».
hint-for = Pista para { $side }: el ordenador jugaría
hint-none = El ordenador no tiene nada que sugerir aquí.
hint-play = Jugarla
hint-dismiss = Descartar

## Faction editor
panel-factions = Facciones
factions-title = Tus facciones
factions-help = Una facción son las cartas de tropa de tu ejército, copiadas de las cartas del editor. Las facciones guardadas quedan en tu carpeta de datos y se ofrecen allí donde las de muestra: Nueva lista, las probabilidades rápidas, las batallas de sus listas y la línea de órdenes.
faction-new = Nueva facción
faction-id = Id de la facción
faction-start-from = Partir de
faction-blank = Una facción en blanco
faction-copy-of = Una copia de { $faction }
faction-create = Crear la facción
faction-id-taken = El id de facción { $id } ya existe: elige otro.
faction-id-bad = Un id de facción lleva solo letras, cifras, _ y -.
faction-edit-one = Editar { $faction }
faction-close = Cerrar la facción
name-en = Nombre (inglés)
name-es = Nombre (español)
faction-troops = Cartas de tropa
faction-new-troop = Nueva carta de tropa
faction-no-troops = Aún no hay cartas de tropa.
faction-unnamed-troop = (una carta aún sin nombre)
faction-troop-problems = { $problems ->
    [one] Un problema: abre la carta para verlo junto a su campo.
   *[other] { $problems } problemas: abre la carta para ver cada uno junto a su campo.
}
troop-card = Carta de tropa
troop-class = Clase
troop-type-label = Tipo de tropa
troop-class-value = clase { $value }
attr-mov-foot = MOV a pie (cm)
attr-mov-mounted = MOV montado (cm)
attr-attack-melee = AT cuerpo a cuerpo
attr-attack-ranged = AT a distancia
attr-initiative = INI
attr-honor = HO
attr-hr = HR
troop-base = Peana
base-round = redonda
base-square = cuadrada
base-rect = rectangular
base-width = ancho (mm)
base-depth = fondo (mm)
troop-volume = Volumen
troop-cost = Puntos por miniatura
troop-army-leader = Líder del ejército
troop-availability = Disponibilidad
avail-common = común
avail-unique = única
avail-legendary = legendaria
troop-weapons = Armas
troop-armour = Armadura
no-armour = ninguna (se hiere a 4)
troop-traits = Rasgos
troop-abilities = Habilidades
new-weapon = Nueva arma
new-armour = Nueva armadura
new-trait = Nuevo rasgo
new-ability = Nueva habilidad
part-name = Nombre
part-description = Descripción
weapon-melee-type = Tipo cuerpo a cuerpo
weapon-no-melee = no es de cuerpo a cuerpo
weapon-reach = Alcance
weapon-no-reach = no dispara
weapon-unloads = Se descarga al disparar (L772)
weapon-any-side = Funciona lo ataquen por donde lo ataquen (L1077)
armour-difficulty = Dificultad para herir
ability-kind-label = Tipo
ability-permanent = permanente
ability-ki = de ki
modifiers = Modificadores
add-modifier = Añadir un modificador
remove-modifier = Quitar
modifier-changes = cambia
modifier-by = en
modifier-when = solo cuando
add-to-catalogue = Añadir al catálogo
part-not-whole = Aún no está completo: mira los problemas de arriba.
save-troop = Guardar la carta de tropa
troop-not-whole = La carta aún no está completa: mira los problemas junto a sus campos.
remove-troop = Quitar la carta de tropa
save-faction = Guardar la facción
faction-not-whole = La facción aún no está completa: { $problems } problemas.
faction-unsaved = Cambios sin guardar.
share-faction = Compartir en este archivo
troop-card-printed = La carta como la imprime la lista
troop-worth-title = Lo que vale la tropa
troop-worth-help = Seis miniaturas contra seis, cuatro en contacto, de frente, probabilidades exactas (R-RES-1).
worth-against = Contra { $troop }
worth-charging = cargando: gana { $wins } · causa { $inflicted } · sufre { $suffered }
worth-charged = cargada: gana { $wins } · causa { $inflicted } · sufre { $suffered }
worth-per100 = { $casualties } bajas causadas por cada 100 puntos
worth-per100-no-cost = Bajas por cada 100 puntos: en cuanto se escriban sus puntos por miniatura (L338).
faction-saved = Facción { $faction } guardada: { $file }
faction-shared = Facción escrita en { $file }
no-data-folder = No hay carpeta de datos donde guardar facciones (KENSEI_DATA_DIR nombra una).
point-caps = Topes de puntos por tamaño de batalla (L1132)
caps-up-to = Batallas de hasta (puntos)
caps-troop-points = { $type }: máximo de puntos
add-bracket = Añadir un tamaño de batalla
remove-bracket = Quitar este tamaño de batalla
commander-orders = Órdenes de comandante (L199)
own-order-cards = Cartas de orden propias de la facción (L1001-1009)
faction-few-orders = { $orders } { $orders ->
    [one] orden de comandante marcada
   *[other] órdenes de comandante marcadas
}: una batalla usa seis, una en la mano y cinco en el mazo (R-DECK-2, L199-202). Marca seis o más, o ninguna para jugar las seis originales.
new-order-card = Nueva carta de orden
order-cost = Cartas a descartar
order-plus-x = +X más, a elección del jugador (L1008)
order-text-en = Texto (inglés)
order-text-es = Texto (español)
import-faction = ¿Importar la facción { $faction } desde { $file }?
import-replace = Sustituir la tuya
import-keep-both = Quedarse con las dos
import-add = Importar
faction-imported = Facción { $faction } importada: { $file }
input-melee-dice = dados de cuerpo a cuerpo
input-melee-value = valor de cada dado de cuerpo a cuerpo
input-shooting-dice = dados de disparo
input-shooting-value = valor de cada dado de disparo
input-difficulty-to-wound = dificultad para herirla
input-wound-value = valor de sus dados de herida
input-attack-melee = AT cuerpo a cuerpo
input-attack-ranged = AT a distancia
input-honor = Honor
input-initiative = Iniciativa
input-hr = heridas por miniatura (HR)
input-mov-cm = MOV (cm)
input-charges-as-mounted = carga como montada (L672)
input-no-charge-bonus = sin bonificación de carga (L672)
input-counts-as-skirmisher = cuenta como hostigadora al recibir disparos (L759)
when-charging = cargando
when-receiving-charge = recibiendo una carga
when-attacked-only-by-front = atacada solo por el frente
when-ki-active = con su ki activo
when-short-range = a corto alcance
when-in-cover = a cubierto
when-against-creature = contra una criatura
share-write = Escribir el archivo
paste-list = Pegar una lista
paste-list-hint = Una lista como la publican los jugadores: su nombre, la línea de la facción, una línea por unidad.
read-pasted-list = Leer la lista
copy-list-text = Copiar como texto
list-text-copied = El texto de la lista está en el portapapeles, listo para publicar.
start-army-title = Tu propio ejército
start-army-text = Copia las cartas de tropa de tu ejército tal como vienen impresas; las listas, las probabilidades y las batallas lo conocerán.
start-army-button = Introducir tu ejército
faction-draft-restored = Se guardó la facción { $faction } que estabas escribiendo: está abierta en Facciones.
