<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>ActionFlow</name>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="93" />
        <source>Acciones</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="96" />
        <source>Acción en curso</source>
        <translation>Action in progress</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="98" />
        <location filename="../../gui/batalla/flujo.py" line="262" />
        <source>Elige una acción.</source>
        <translation>Choose an action.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="105" />
        <source>Otros campos:</source>
        <translation>Other fields:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="112" />
        <source>Campos del paso que el sistema no ofrece en una lista (por ejemplo una acción forzada), como objeto JSON; ver docs/reglas del sistema</source>
        <translation>Step fields the system does not offer in a list (a forced action, say), as a JSON object; see the system's docs/reglas</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="121" />
        <source>Una reacción por golpe</source>
        <translation>One reaction per hit</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="124" />
        <source>Para combos y rayos múltiples: pulsa una reacción por cada golpe, en orden, y luego Ejecutar</source>
        <translation>For combos and multiple rays: press one reaction per hit, in order, then Execute</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="140" />
        <source>Confirmar objetivos</source>
        <translation>Confirm targets</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="144" />
        <source>Ejecutar</source>
        <translation>Execute</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="148" />
        <source>Cancelar</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="182" />
        <source>&lt;b&gt;Ronda %1&lt;/b&gt; · nadie tiene el turno</source>
        <translation>&lt;b&gt;Round %1&lt;/b&gt; · nobody has the turn</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="176" />
        <source>&lt;b&gt;Ronda %1&lt;/b&gt; · turno de &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Round %1&lt;/b&gt; · &lt;b&gt;%2&lt;/b&gt;'s turn</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="84" />
        <source>Actúa:</source>
        <translation>Acts:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="88" />
        <source>Quién actúa: el del turno, u otro para las acciones fuera de turno (respuestas, ayudas…)</source>
        <translation>Who acts: whoever has the turn, or another one for actions out of turn (responses, help…)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="299" />
        <source>Un texto, un número o un valor JSON</source>
        <translation>A text, a number or a JSON value</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="305" />
        <source>&lt;b&gt;%1&lt;/b&gt;: pulsa Ejecutar.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: press Execute.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="308" />
        <source>&lt;b&gt;%1&lt;/b&gt;: haz clic en la carta del objetivo.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: click the target's card.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="311" />
        <source>&lt;b&gt;%1&lt;/b&gt;: haz clic en las cartas de los objetivos y confirma.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: click the targets' cards and confirm.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="343" />
        <source>Los otros campos deben ser un objeto JSON: {"campo": valor}.</source>
        <translation>The other fields must be a JSON object: {"field": value}.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="374" />
        <source>&lt;b&gt;%1&lt;/b&gt; → %2: pulsa Ejecutar.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; → %2: press Execute.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/flujo.py" line="380" />
        <source>&lt;b&gt;%1&lt;/b&gt; → %2: ¿cómo reacciona %3?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; → %2: how does %3 react?</translation>
    </message>
</context>
<context>
    <name>BattleWindow</name>
    <message>
        <location filename="../../gui/batalla/window.py" line="56" />
        <location filename="../../gui/batalla/window.py" line="143" />
        <source>Batalla — Gesta</source>
        <translation>Battle — Gesta</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="91" />
        <source>&amp;Batalla</source>
        <translation>&amp;Battle</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="92" />
        <source>&amp;Guardar</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="93" />
        <source>Guardar &amp;como…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="94" />
        <source>&amp;Exportar el registro…</source>
        <translation>&amp;Export the log…</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="97" />
        <source>&amp;Dados</source>
        <translation>&amp;Dice</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="99" />
        <source>Gesta tira los dados</source>
        <translation>Gesta rolls the dice</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="100" />
        <source>Tiro en el foro y escribo el resultado</source>
        <translation>I roll on the forum and type the result</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="106" />
        <source>&amp;Cerrar</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="107" />
        <source>&amp;Editar</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="108" />
        <source>&amp;Deshacer acción</source>
        <translation>&amp;Undo action</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="109" />
        <source>&amp;Rehacer acción</source>
        <translation>&amp;Redo action</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="111" />
        <source>&amp;Foro</source>
        <translation>&amp;Forum</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="115" />
        <source>Copiar la última acción (%1)</source>
        <translation>Copy the last action (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="116" />
        <source>Copiar la ronda (%1)</source>
        <translation>Copy the round (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="117" />
        <source>Copiar todo el registro (%1)</source>
        <translation>Copy the whole log (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="140" />
        <source>Dados: tirada en el foro</source>
        <translation>Dice: rolled on the forum</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="142" />
        <source>Dados: Gesta (semilla %1)</source>
        <translation>Dice: Gesta (seed %1)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="145" />
        <source>sin guardar</source>
        <translation>unsaved</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="168" />
        <source>Tirada cancelada: el combate no ha empezado.</source>
        <translation>Roll cancelled: the fight has not started.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="177" />
        <source>Avisos de las fichas: %1</source>
        <translation>Sheet warnings: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="187" />
        <location filename="../../gui/batalla/window.py" line="192" />
        <source>No se puede abrir la batalla</source>
        <translation>Cannot open the battle</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="193" />
        <source>No se puede abrir «%1»: la batalla está dañada (%2).</source>
        <translation>Cannot open «%1»: the battle is damaged (%2).</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="257" />
        <source>&lt;b&gt;Orden de turno&lt;/b&gt;</source>
        <translation>&lt;b&gt;Turn order&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="263" />
        <source>&lt;b&gt;Registro del combate&lt;/b&gt;</source>
        <translation>&lt;b&gt;Combat log&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="304" />
        <source>Tirada cancelada: la acción no se ha aplicado.</source>
        <translation>Roll cancelled: the action was not applied.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="311" />
        <source>El sistema de reglas no pudo resolver la acción (%1); la batalla no ha cambiado.</source>
        <translation>The rule system could not resolve the action (%1); the battle has not changed.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="339" />
        <source>&lt;b&gt;Fin del combate.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;End of the fight.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="341" />
        <source>Gana: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="346" />
        <source>%1 sale del combate con: %2</source>
        <translation>%1 leaves the fight with: %2</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="392" />
        <source>Guardar la batalla</source>
        <translation>Save the battle</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="392" />
        <source>Batallas de Gesta (*.json)</source>
        <translation>Gesta battles (*.json)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="412" />
        <source>No se pudo guardar</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="413" />
        <source>No se pudo guardar la batalla: %1</source>
        <translation>Could not save the battle: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="419" />
        <source>Batalla guardada en %1</source>
        <translation>Battle saved to %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="436" />
        <source>Copiado al portapapeles: listo para pegar en el foro.</source>
        <translation>Copied to the clipboard: ready to paste into the forum.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="439" />
        <source>Exportar el registro</source>
        <translation>Export the log</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="439" />
        <source>BBCode (*.txt);;Markdown (*.md)</source>
        <translation>BBCode (*.txt);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="450" />
        <source>No se pudo exportar</source>
        <translation>Could not export</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="451" />
        <source>No se pudo escribir el registro: %1</source>
        <translation>Could not write the log: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="454" />
        <source>Registro exportado a %1</source>
        <translation>Log exported to %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="462" />
        <source>Batalla sin guardar</source>
        <translation>Unsaved battle</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/window.py" line="463" />
        <source>La batalla tiene acciones sin guardar. ¿Guardarla antes de cerrar?</source>
        <translation>The battle has unsaved actions. Save it before closing?</translation>
    </message>
</context>
<context>
    <name>CombatantCard</name>
    <message>
        <location filename="../../gui/batalla/cards.py" line="59" />
        <location filename="../../gui/batalla/cards.py" line="99" />
        <source>Clic: elegir como objetivo · Clic derecho: ajuste del máster</source>
        <translation>Click: choose as target · Right click: GM override</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/cards.py" line="73" />
        <source>Bando: %1</source>
        <translation>Side: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/cards.py" line="135" />
        <source>▶ su turno</source>
        <translation>▶ their turn</translation>
    </message>
</context>
<context>
    <name>CombatantModel</name>
    <message>
        <location filename="../../gui/batalla/models.py" line="128" />
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/models.py" line="128" />
        <source>Bando</source>
        <translation>Side</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/models.py" line="128" />
        <source>Valores</source>
        <translation>Values</translation>
    </message>
</context>
<context>
    <name>GmOverride</name>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="112" />
        <source>Cambiar un valor…</source>
        <translation>Change a value…</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="115" />
        <source>Añadir un estado…</source>
        <translation>Add a state…</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="121" />
        <source>Quitar el estado «%1»</source>
        <translation>Remove the state «%1»</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="136" />
        <source>Añadir un estado</source>
        <translation>Add a state</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="136" />
        <source>Estado para %1:</source>
        <translation>State for %1:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="140" />
        <source>estado añadido</source>
        <translation>state added</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="146" />
        <source>estado quitado</source>
        <translation>state removed</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../gui/batalla/models.py" line="220" />
        <source>Tirada en el foro: %1</source>
        <translation>Forum roll: %1</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <location filename="../../gui/batalla/dados.py" line="31" />
        <source>Tirada en el foro</source>
        <translation>Forum roll</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="35" />
        <source>Tirada</source>
        <translation>Roll</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="46" />
        <source>Éxito con:</source>
        <translation>Success on:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="50" />
        <source>Probabilidad de éxito:</source>
        <translation>Chance of success:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="54" />
        <source>1 a %1</source>
        <translation>1 to %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="55" />
        <source>El valor que salió en el tirador del foro</source>
        <translation>The value the forum's dice roller gave</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="56" />
        <source>Resultado del d%1:</source>
        <translation>Result of the d%1:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="59" />
        <source>https://… (opcional)</source>
        <translation>https://… (optional)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="60" />
        <source>Enlace al mensaje del foro con la tirada; se guarda en el registro</source>
        <translation>Link to the forum post with the roll; it is kept in the log</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="61" />
        <source>Enlace al mensaje:</source>
        <translation>Link to the post:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/dados.py" line="90" />
        <source>Escribe un número del 1 al %1.</source>
        <translation>Type a number from 1 to %1.</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="48" />
        <source>Ajuste del máster — %1</source>
        <translation>GM override — %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="52" />
        <source>Cambia un valor vivo de &lt;b&gt;%1&lt;/b&gt;; queda en el registro.</source>
        <translation>Change a live value of &lt;b&gt;%1&lt;/b&gt;; it is logged.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="59" />
        <source>El valor a cambiar; escribe otro nombre para crear uno nuevo</source>
        <translation>The value to change; type another name to create a new one</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="60" />
        <source>Valor:</source>
        <translation>Value:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="63" />
        <source>Un número, true/false, un texto o una lista JSON</source>
        <translation>A number, true/false, a text or a JSON list</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="64" />
        <source>Nuevo valor:</source>
        <translation>New value:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="67" />
        <source>Por qué (opcional)</source>
        <translation>Why (optional)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/ajuste.py" line="68" />
        <source>Nota:</source>
        <translation>Note:</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="120" />
        <source>Sistema de reglas:</source>
        <translation>Rule system:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="129" />
        <source>&lt;b&gt;Fichas&lt;/b&gt; (arrastra o pulsa Añadir)</source>
        <translation>&lt;b&gt;Sheets&lt;/b&gt; (drag or press Add)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="137" />
        <source>Bando:</source>
        <translation>Side:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="141" />
        <location filename="../../gui/batalla/preparar.py" line="350" />
        <source>Bando A</source>
        <translation>Side A</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="141" />
        <source>Bando B</source>
        <translation>Side B</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="142" />
        <source>El bando al que se añaden las fichas; escribe otro para crear uno nuevo</source>
        <translation>The side the sheets are added to; type another to create a new one</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="144" />
        <source>Añadir →</source>
        <translation>Add →</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="152" />
        <source>&lt;b&gt;Combatientes&lt;/b&gt; (el nombre y el bando se pueden editar)</source>
        <translation>&lt;b&gt;Combatants&lt;/b&gt; (name and side can be edited)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="155" />
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="155" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="155" />
        <source>Bando</source>
        <translation>Side</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="155" />
        <source>Ficha</source>
        <translation>Sheet</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="164" />
        <source>Quitar combatiente</source>
        <translation>Remove combatant</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="170" />
        <source>Orden de turno</source>
        <translation>Turn order</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="172" />
        <source>Según las reglas (iniciativa, velocidad…)</source>
        <translation>From the rules (initiative, speed…)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="174" />
        <source>Fijado a mano (arrastra para ordenar)</source>
        <translation>Set by hand (drag to reorder)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="192" />
        <source>Reglas de la casa y ajustes</source>
        <translation>House rules and settings</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="204" />
        <source>Dados</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="206" />
        <source>Gesta tira los dados</source>
        <translation>Gesta rolls the dice</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="208" />
        <source>Tiro en el foro y escribo el resultado</source>
        <translation>I roll on the forum and type the result</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="213" />
        <source>Semilla:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="216" />
        <source>La misma semilla repite las mismas tiradas</source>
        <translation>The same seed repeats the same rolls</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="231" />
        <source>Empezar el combate</source>
        <translation>Start the fight</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="271" />
        <source> (ejemplo)</source>
        <translation> (example)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="286" />
        <source>Este sistema no tiene reglas de la casa.</source>
        <translation>This system has no house rules.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="281" />
        <location filename="../../gui/batalla/preparar.py" line="289" />
        <source>por defecto: %1</source>
        <translation>default: %1</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="295" />
        <source> (por defecto)</source>
        <translation> (default)</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="340" />
        <source>El valor de «%1» no se entiende.</source>
        <translation>The value of «%1» cannot be read.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="428" />
        <source>No hay ningún sistema de reglas instalado.</source>
        <translation>No rule system is installed.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="431" />
        <source>Añade al menos dos combatientes.</source>
        <translation>Add at least two combatants.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="435" />
        <source>El id «%1» debe ser minúsculas sin tildes, números y guiones bajos.</source>
        <translation>The id «%1» must be lower-case letters without accents, digits and underscores.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="440" />
        <source>Cada combatiente necesita un nombre y un bando.</source>
        <translation>Every combatant needs a name and a side.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="442" />
        <source>Dos combatientes tienen el mismo id.</source>
        <translation>Two combatants have the same id.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="444" />
        <source>Dos combatientes tienen el mismo nombre; cambia uno.</source>
        <translation>Two combatants have the same name; change one.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="446" />
        <source>Hacen falta al menos dos bandos.</source>
        <translation>At least two sides are needed.</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/preparar.py" line="452" />
        <source>La semilla debe ser un número entero.</source>
        <translation>The seed must be a whole number.</translation>
    </message>
</context>
<context>
    <name>offer_resume</name>
    <message>
        <location filename="../../gui/batalla/reanudar.py" line="32" />
        <source>Batalla sin terminar</source>
        <translation>Unfinished battle</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/reanudar.py" line="35" />
        <source>Gesta se cerró durante una batalla (última acción: %1). ¿Quieres reanudarla?</source>
        <translation>Gesta closed during a battle (last action: %1). Do you want to resume it?</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/reanudar.py" line="40" />
        <source>Reanudar</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/reanudar.py" line="43" />
        <source>Descartar</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../../gui/batalla/reanudar.py" line="45" />
        <source>Más tarde</source>
        <translation>Later</translation>
    </message>
</context>
</TS>