<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>ArchetypeDialog</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="112" />
        <source>(Ninguno)</source>
        <translation>(None)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="121" />
        <source>Se puede elegir</source>
        <translation>Can be chosen</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="148" />
        <source>Requisitos</source>
        <translation>Requirements</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="152" />
        <source>Efectos</source>
        <translation>Effects</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="156" />
        <source>Si lo eliges, en esta ficha:</source>
        <translation>If you choose it, on this sheet:</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="160" />
        <source>No cambia nada más.</source>
        <translation>Nothing else changes.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="166" />
        <source>Ahora no cumple sus requisitos:</source>
        <translation>The sheet does not meet its requirements now:</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="169" />
        <source>Elegir de todos modos</source>
        <translation>Choose anyway</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="171" />
        <source>Elegir</source>
        <translation>Choose</translation>
    </message>
</context>
<context>
    <name>ArchetypeEditor</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="190" />
        <source>Elegir…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="192" />
        <source>Ver los arquetipos, sus requisitos y qué cambiaría cada uno</source>
        <translation>See the archetypes, their requirements and what each one would change</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="194" />
        <source>Quitar</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="208" />
        <source>&lt;i&gt;Ninguno&lt;/i&gt;</source>
        <translation>&lt;i&gt;None&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="218" />
        <source>Requisitos:</source>
        <translation>Requirements:</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="220" />
        <source>Efectos:</source>
        <translation>Effects:</translation>
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="225" />
        <source>Elegir «%1»</source>
        <translation>Choose “%1”</translation>
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="123" />
        <source>%1: gastado %2 de %3</source>
        <translation>%1: %2 spent of %3</translation>
    </message>
    <message>
        <location filename="../../gui/editor/panels.py" line="126" />
        <source>¡te has pasado!</source>
        <translation>over budget!</translation>
    </message>
</context>
<context>
    <name>CataloguePicker</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="60" />
        <source>Buscar por nombre o por texto…</source>
        <translation>Search by name or text…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="74" />
        <source>Detalle:</source>
        <translation>Detail:</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="77" />
        <source>Escribe el complemento (p. ej. «Historia»)</source>
        <translation>Type the subject (e.g. “Historia”)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="83" />
        <source>Añadir</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="173" />
        <source>coste %1</source>
        <translation>cost %1</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="181" />
        <source>No se puede elegir ahora:</source>
        <translation>Cannot be chosen now:</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../gui/editor/chips.py" line="105" />
        <source>Quitar «%1»</source>
        <translation>Remove “%1”</translation>
    </message>
</context>
<context>
    <name>ChipListEditor</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="233" />
        <source>Añadir…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="235" />
        <source>Elegir de la lista de «%1»</source>
        <translation>Choose from the list of “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="240" />
        <source>Escribe y pulsa Intro</source>
        <translation>Type and press Enter</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="242" />
        <source>Escribe un nuevo elemento de «%1» y pulsa Intro</source>
        <translation>Type a new entry of “%1” and press Enter</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="286" />
        <source>Añadir «%1»</source>
        <translation>Add “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="301" />
        <source>Quitar «%1»</source>
        <translation>Remove “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="328" />
        <source>Añadir a «%1»</source>
        <translation>Add to “%1”</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="55" />
        <source>Cambiar «%1»</source>
        <translation>Change “%1”</translation>
    </message>
</context>
<context>
    <name>FractionEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="165" />
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>IntEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="108" />
        <source>Entre %1 y %2</source>
        <translation>Between %1 and %2</translation>
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="113" />
        <source>Como mínimo %1</source>
        <translation>At least %1</translation>
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="274" />
        <source>vacío</source>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="275" />
        <source>Escribe el valor en JSON (por ejemplo [2, 4]) y pulsa Intro.</source>
        <translation>Type the value as JSON (for example [2, 4]) and press Enter.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="287" />
        <source>No es un valor JSON válido.</source>
        <translation>It is not a valid JSON value.</translation>
    </message>
</context>
<context>
    <name>ModelEditor</name>
    <message>
        <location filename="../../gui/editor/form.py" line="180" />
        <source>Tiene «%1»</source>
        <translation>Has “%1”</translation>
    </message>
</context>
<context>
    <name>NumberDictAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="153" />
        <source>Cambiar «%1»</source>
        <translation>Change “%1”</translation>
    </message>
</context>
<context>
    <name>NumberDictEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="371" />
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="371" />
        <source>Valor</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="391" />
        <source>Escribe y pulsa Intro</source>
        <translation>Type and press Enter</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="395" />
        <source>Añadir…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="399" />
        <source>Quitar</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="423" />
        <source>Añadir a «%1»</source>
        <translation>Add to “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="429" />
        <source>Ya está en la ficha.</source>
        <translation>It is already on the sheet.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="449" />
        <source>Añadir «%1»</source>
        <translation>Add “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="464" />
        <source>Quitar «%1»</source>
        <translation>Remove “%1”</translation>
    </message>
</context>
<context>
    <name>PortraitButton</name>
    <message>
        <location filename="../../gui/editor/portrait.py" line="75" />
        <source>Elegir el retrato del personaje (se guarda junto a la ficha)</source>
        <translation>Choose the character's portrait (stored next to the sheet)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="77" />
        <source>Quitar el retrato</source>
        <translation>Remove the portrait</translation>
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="95" />
        <source>Retrato…</source>
        <translation>Portrait…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Elegir retrato</source>
        <translation>Choose portrait</translation>
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Imágenes (%1)</source>
        <translation>Images (%1)</translation>
    </message>
</context>
<context>
    <name>ProblemsAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="275" />
        <source>la ficha</source>
        <translation>the sheet</translation>
    </message>
    <message>
        <location filename="../../gui/editor/models.py" line="276" />
        <source>En %1. Haz clic para ir al campo.</source>
        <translation>In %1. Click to go to the field.</translation>
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="129" />
        <source>Añadir…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="129" />
        <source>Añadir</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="132" />
        <source>Duplicar</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="134" />
        <source>Quitar</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="138" />
        <source>Subir</source>
        <translation>Move up</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="141" />
        <source>Bajar</source>
        <translation>Move down</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="178" />
        <location filename="../../gui/editor/collections.py" line="242" />
        <source>Detalle</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="181" />
        <source>Elige una fila de la tabla para ver y cambiar todos sus datos.</source>
        <translation>Pick a row of the table to see and change all its data.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="247" />
        <location filename="../../gui/editor/collections.py" line="274" />
        <source>Detalle de «%1»</source>
        <translation>Detail of “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="296" />
        <source>Añadir a «%1»</source>
        <translation>Add to “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="303" />
        <source>Nuevo %1</source>
        <translation>New %1</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="310" />
        <source>Añadir «%1»</source>
        <translation>Add “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="318" />
        <source>%1 (copia)</source>
        <translation>%1 (copy)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="320" />
        <source>Duplicar «%1»</source>
        <translation>Duplicate “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="331" />
        <source>Quitar «%1»</source>
        <translation>Remove “%1”</translation>
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="344" />
        <source>Mover «%1»</source>
        <translation>Move “%1”</translation>
    </message>
</context>
<context>
    <name>RecordTableAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="247" />
        <source>Cambiar «%1»</source>
        <translation>Change “%1”</translation>
    </message>
</context>
<context>
    <name>SheetPages</name>
    <message>
        <location filename="../../gui/editor/pages.py" line="85" />
        <source>Datos</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="107" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="124" />
        <source>Textos</source>
        <translation>Texts</translation>
    </message>
</context>
<context>
    <name>SheetTab</name>
    <message>
        <location filename="../../gui/editor/tab.py" line="103" />
        <source>Ficha de ejemplo: puedes cambiarla, pero se guardará como una ficha nueva.</source>
        <translation>Example sheet: you can change it, but it will be saved as a new sheet.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="166" />
        <source>Deshacer</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="168" />
        <source>Rehacer</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="175" />
        <source>Exportar PDF…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="176" />
        <source>Guardar la ficha como una página PDF para imprimir</source>
        <translation>Save the sheet as a printable PDF page</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="177" />
        <source>Copiar BBCode</source>
        <translation>Copy BBCode</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="178" />
        <source>Copiar la ficha como texto de foro (BBCode) al portapapeles</source>
        <translation>Copy the sheet as forum text (BBCode) to the clipboard</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="179" />
        <source>Copiar Markdown</source>
        <translation>Copy Markdown</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="180" />
        <source>Copiar la ficha como texto Markdown al portapapeles</source>
        <translation>Copy the sheet as Markdown text to the clipboard</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="205" />
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="209" />
        <source>Nombre del personaje</source>
        <translation>Character name</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="223" />
        <source>Valores calculados por las reglas (más en «Valores calculados»)</source>
        <translation>Values the rules derive from the sheet (more under “Derived values”)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="240" />
        <source>Presupuesto de creación</source>
        <translation>Build budget</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="253" />
        <source>Validación</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="267" />
        <source>Valores calculados</source>
        <translation>Derived values</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="270" />
        <source>&lt;ficha abierta&gt;</source>
        <translation>&lt;sheet opened&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="271" />
        <source>Historial</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="306" />
        <source>No se aplicó el cambio%1: %2</source>
        <translation>The change was not applied%1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="310" />
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="310" />
        <source>No legal</source>
        <translation>Not legal</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="345" />
        <source>Cambiar el retrato</source>
        <translation>Change the portrait</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="349" />
        <source>Quitar el retrato</source>
        <translation>Remove the portrait</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="381" />
        <source>Guardada en %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="391" />
        <source>No se pudo hacer la copia de seguridad: %1</source>
        <translation>The recovery copy could not be written: %1</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="411" />
        <location filename="../../gui/editor/tab.py" line="420" />
        <location filename="../../gui/editor/tab.py" line="425" />
        <source>Exportar a PDF</source>
        <translation>Export to PDF</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="411" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="420" />
        <source>No se pudo escribir el PDF: %1</source>
        <translation>The PDF could not be written: %1</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="425" />
        <source>No se pudo escribir el PDF en %1.</source>
        <translation>The PDF could not be written to %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/tab.py" line="428" />
        <source>PDF exportado (%n página(s)).</source>
        <translation><numerusform>PDF exported (%n page).</numerusform><numerusform>PDF exported (%n pages).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="433" />
        <source>Ficha copiada como BBCode: pégala en el foro.</source>
        <translation>Sheet copied as BBCode: paste it on the forum.</translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="437" />
        <source>Ficha copiada como Markdown.</source>
        <translation>Sheet copied as Markdown.</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="60" />
        <source>✔ Ficha legal: cumple todas las reglas de creación.</source>
        <translation>✔ Legal sheet: it meets every build rule.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="62" />
        <source>%n aviso(s).</source>
        <translation><numerusform>%n notice.</numerusform><numerusform>%n notices.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="65" />
        <source>✘ Ficha no legal: %n problema(s).</source>
        <translation><numerusform>✘ Sheet not legal: %n problem.</numerusform><numerusform>✘ Sheet not legal: %n problems.</numerusform></translation>
    </message>
</context>
<context>
    <name>exporting</name>
    <message>
        <location filename="../../gui/editor/exporting.py" line="21" />
        <source>Datos</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="22" />
        <source>Valores calculados</source>
        <translation>Derived values</translation>
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="23" />
        <source>Ficha legal</source>
        <translation>Legal sheet</translation>
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="24" />
        <source>Ficha no legal</source>
        <translation>Sheet not legal</translation>
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="25" />
        <source>Problemas</source>
        <translation>Problems</translation>
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="26" />
        <source>Sistema</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>offer_restore</name>
    <message numerus="yes">
        <location filename="../../gui/editor/recovery.py" line="99" />
        <source>Gesta se cerró sin guardar %n ficha(s). ¿Quieres recuperarlas?</source>
        <translation><numerusform>Gesta closed without saving %n sheet. Do you want to recover it?</numerusform><numerusform>Gesta closed without saving %n sheets. Do you want to recover them?</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="105" />
        <location filename="../../gui/editor/recovery.py" line="134" />
        <source>Recuperar fichas</source>
        <translation>Recover sheets</translation>
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="107" />
        <source>Recuperar</source>
        <translation>Recover</translation>
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="110" />
        <source>Descartar</source>
        <translation>Discard</translation>
    </message>
</context>
</TS>