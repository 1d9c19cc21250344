<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>ArchetypeDialog</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="112" />
        <source>(Ninguno)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="121" />
        <source>Se puede elegir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="148" />
        <source>Requisitos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="152" />
        <source>Efectos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="156" />
        <source>Si lo eliges, en esta ficha:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="160" />
        <source>No cambia nada más.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="166" />
        <source>Ahora no cumple sus requisitos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="169" />
        <source>Elegir de todos modos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="171" />
        <source>Elegir</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ArchetypeEditor</name>
    <message>
        <location filename="../../gui/editor/archetype.py" line="190" />
        <source>Elegir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="192" />
        <source>Ver los arquetipos, sus requisitos y qué cambiaría cada uno</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="194" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="208" />
        <source>&lt;i&gt;Ninguno&lt;/i&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="218" />
        <source>Requisitos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="220" />
        <source>Efectos:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/archetype.py" line="225" />
        <source>Elegir «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="123" />
        <source>%1: gastado %2 de %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/panels.py" line="126" />
        <source>¡te has pasado!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CataloguePicker</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="60" />
        <source>Buscar por nombre o por texto…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="74" />
        <source>Detalle:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="77" />
        <source>Escribe el complemento (p. ej. «Historia»)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="83" />
        <source>Añadir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="173" />
        <source>coste %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="181" />
        <source>No se puede elegir ahora:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../gui/editor/chips.py" line="105" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChipListEditor</name>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="233" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="235" />
        <source>Elegir de la lista de «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="240" />
        <source>Escribe y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="242" />
        <source>Escribe un nuevo elemento de «%1» y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="286" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="301" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/catalogue.py" line="328" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="55" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FractionEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="165" />
        <source>%1 = %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>IntEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="108" />
        <source>Entre %1 y %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="113" />
        <source>Como mínimo %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JsonEditor</name>
    <message>
        <location filename="../../gui/editor/fields.py" line="274" />
        <source>vacío</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="275" />
        <source>Escribe el valor en JSON (por ejemplo [2, 4]) y pulsa Intro.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/fields.py" line="287" />
        <source>No es un valor JSON válido.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ModelEditor</name>
    <message>
        <location filename="../../gui/editor/form.py" line="180" />
        <source>Tiene «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NumberDictAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="153" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NumberDictEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="371" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="371" />
        <source>Valor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="391" />
        <source>Escribe y pulsa Intro</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="395" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="399" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="423" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="429" />
        <source>Ya está en la ficha.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="449" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="464" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PortraitButton</name>
    <message>
        <location filename="../../gui/editor/portrait.py" line="75" />
        <source>Elegir el retrato del personaje (se guarda junto a la ficha)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="77" />
        <source>Quitar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="95" />
        <source>Retrato…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Elegir retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/portrait.py" line="106" />
        <source>Imágenes (%1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProblemsAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="275" />
        <source>la ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/models.py" line="276" />
        <source>En %1. Haz clic para ir al campo.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <location filename="../../gui/editor/collections.py" line="129" />
        <source>Añadir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="129" />
        <source>Añadir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="132" />
        <source>Duplicar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="134" />
        <source>Quitar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="138" />
        <source>Subir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="141" />
        <source>Bajar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="178" />
        <location filename="../../gui/editor/collections.py" line="242" />
        <source>Detalle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="181" />
        <source>Elige una fila de la tabla para ver y cambiar todos sus datos.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="247" />
        <location filename="../../gui/editor/collections.py" line="274" />
        <source>Detalle de «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="296" />
        <source>Añadir a «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="303" />
        <source>Nuevo %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="310" />
        <source>Añadir «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="318" />
        <source>%1 (copia)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="320" />
        <source>Duplicar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="331" />
        <source>Quitar «%1»</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/collections.py" line="344" />
        <source>Mover «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RecordTableAdapter</name>
    <message>
        <location filename="../../gui/editor/models.py" line="247" />
        <source>Cambiar «%1»</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SheetPages</name>
    <message>
        <location filename="../../gui/editor/pages.py" line="85" />
        <source>Datos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="107" />
        <source>General</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/pages.py" line="124" />
        <source>Textos</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SheetTab</name>
    <message>
        <location filename="../../gui/editor/tab.py" line="103" />
        <source>Ficha de ejemplo: puedes cambiarla, pero se guardará como una ficha nueva.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="166" />
        <source>Deshacer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="168" />
        <source>Rehacer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="175" />
        <source>Exportar PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="176" />
        <source>Guardar la ficha como una página PDF para imprimir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="177" />
        <source>Copiar BBCode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="178" />
        <source>Copiar la ficha como texto de foro (BBCode) al portapapeles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="179" />
        <source>Copiar Markdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="180" />
        <source>Copiar la ficha como texto Markdown al portapapeles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="205" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="209" />
        <source>Nombre del personaje</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="223" />
        <source>Valores calculados por las reglas (más en «Valores calculados»)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="240" />
        <source>Presupuesto de creación</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="253" />
        <source>Validación</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="267" />
        <source>Valores calculados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="270" />
        <source>&lt;ficha abierta&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="271" />
        <source>Historial</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="306" />
        <source>No se aplicó el cambio%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="310" />
        <source>Legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="310" />
        <source>No legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="345" />
        <source>Cambiar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="349" />
        <source>Quitar el retrato</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="381" />
        <source>Guardada en %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="391" />
        <source>No se pudo hacer la copia de seguridad: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="411" />
        <location filename="../../gui/editor/tab.py" line="420" />
        <location filename="../../gui/editor/tab.py" line="425" />
        <source>Exportar a PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="411" />
        <source>PDF (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="420" />
        <source>No se pudo escribir el PDF: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="425" />
        <source>No se pudo escribir el PDF en %1.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/tab.py" line="428" />
        <source>PDF exportado (%n página(s)).</source>
        <translation><numerusform>PDF exportado (%n página).</numerusform><numerusform>PDF exportado (%n páginas).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="433" />
        <source>Ficha copiada como BBCode: pégala en el foro.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/tab.py" line="437" />
        <source>Ficha copiada como Markdown.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../gui/editor/panels.py" line="60" />
        <source>✔ Ficha legal: cumple todas las reglas de creación.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="62" />
        <source>%n aviso(s).</source>
        <translation><numerusform>%n aviso.</numerusform><numerusform>%n avisos.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/editor/panels.py" line="65" />
        <source>✘ Ficha no legal: %n problema(s).</source>
        <translation><numerusform>✘ Ficha no legal: %n problema.</numerusform><numerusform>✘ Ficha no legal: %n problemas.</numerusform></translation>
    </message>
</context>
<context>
    <name>exporting</name>
    <message>
        <location filename="../../gui/editor/exporting.py" line="21" />
        <source>Datos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="22" />
        <source>Valores calculados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="23" />
        <source>Ficha legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="24" />
        <source>Ficha no legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="25" />
        <source>Problemas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/exporting.py" line="26" />
        <source>Sistema</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>offer_restore</name>
    <message numerus="yes">
        <location filename="../../gui/editor/recovery.py" line="99" />
        <source>Gesta se cerró sin guardar %n ficha(s). ¿Quieres recuperarlas?</source>
        <translation><numerusform>Gesta se cerró sin guardar %n ficha. ¿Quieres recuperarla?</numerusform><numerusform>Gesta se cerró sin guardar %n fichas. ¿Quieres recuperarlas?</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="105" />
        <location filename="../../gui/editor/recovery.py" line="134" />
        <source>Recuperar fichas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="107" />
        <source>Recuperar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/editor/recovery.py" line="110" />
        <source>Descartar</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>