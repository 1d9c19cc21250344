<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../gui/library_model.py" line="65" />
        <source>Nombre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="65" />
        <source>Sistema</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="65" />
        <source>Origen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="78" />
        <source>⚠ no se puede abrir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="80" />
        <source>Ejemplo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="80" />
        <source>Mi biblioteca</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/library_model.py" line="144" />
        <source>Mostrar solo las fichas de un sistema de reglas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="150" />
        <source>Buscar por nombre…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="161" />
        <source>Tu biblioteca está vacía. Crea una ficha con Archivo → Nueva ficha (Ctrl+N), o elige un ejemplo de abajo y duplícalo (Archivo → Duplicar en la biblioteca).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="171" />
        <source>&lt;b&gt;Mi biblioteca&lt;/b&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="174" />
        <source>&lt;b&gt;Ejemplos incluidos&lt;/b&gt; (solo lectura: duplícalos para editarlos)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="180" />
        <source>Cargando la biblioteca…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="296" />
        <source>%1 (eliminada el %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="66" />
        <source>Inicio</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="101" />
        <source>&amp;Archivo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="103" />
        <source>&amp;Nueva ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="107" />
        <source>&amp;Abrir ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="111" />
        <source>Abrir la seleccionada</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="117" />
        <source>&amp;Guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="121" />
        <source>Guardar &amp;como…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="125" />
        <source>&amp;Duplicar en la biblioteca</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="127" />
        <source>&amp;Cerrar pestaña</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="130" />
        <source>&amp;Eliminar ficha…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="137" />
        <source>&amp;Recuperar de la papelera…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="141" />
        <source>&amp;Preferencias…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="144" />
        <source>&amp;Salir</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="146" />
        <source>&amp;Batalla</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="147" />
        <source>&amp;Nueva batalla…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="148" />
        <source>&amp;Abrir batalla guardada…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="165" />
        <source>A&amp;yuda</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="166" />
        <source>&amp;Acerca de Gesta</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/library_model.py" line="218" />
        <source>Todos los sistemas</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gui/library_model.py" line="237" />
        <source>%n ficha(s) propia(s)</source>
        <translation><numerusform>%n ficha propia</numerusform><numerusform>%n fichas propias</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/library_model.py" line="239" />
        <source>%n ejemplo(s)</source>
        <translation><numerusform>%n ejemplo</numerusform><numerusform>%n ejemplos</numerusform></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="60" />
        <source>Abre una ficha de la biblioteca con doble clic (o búscala con Ctrl+F e Intro), o crea una nueva con Ctrl+N.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="150" />
        <source>&amp;Ver</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="151" />
        <source>Mostrar la &amp;biblioteca</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="158" />
        <source>Oculta la lista de fichas para dejar más sitio a la ficha abierta</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="162" />
        <source>&amp;Buscar en la biblioteca</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="209" />
        <location filename="../../gui/main_window.py" line="333" />
        <source>No se puede abrir la ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="226" />
        <source> (ejemplo)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="251" />
        <source>Cambios sin guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="252" />
        <source>«%1» tiene cambios sin guardar. ¿Guardarlos antes de cerrar?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="286" />
        <source>No se pudo guardar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="287" />
        <source>No se pudo guardar la ficha: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="298" />
        <source>Guardar ficha como</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="298" />
        <source>Fichas de Gesta (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="339" />
        <source>Duplicar en la biblioteca</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="340" />
        <source>Elige primero una ficha en la lista o abre una en una pestaña.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="343" />
        <source>%1 (copia)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="361" />
        <location filename="../../gui/main_window.py" line="365" />
        <source>Nueva ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="361" />
        <source>Sistema de reglas:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="365" />
        <source>Nombre del personaje:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="380" />
        <source>Abrir ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="382" />
        <source>Fichas de Gesta (*.json);;Todos los archivos (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="392" />
        <location filename="../../gui/main_window.py" line="399" />
        <location filename="../../gui/main_window.py" line="405" />
        <location filename="../../gui/main_window.py" line="423" />
        <source>Eliminar ficha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="393" />
        <source>Elige primero en «Mi biblioteca» la ficha que quieres eliminar.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="400" />
        <source>Las fichas de ejemplo no se pueden eliminar; duplícalas para editarlas.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="406" />
        <source>¿Mover «%1» a la papelera? Podrás recuperarla desde Archivo → Recuperar de la papelera.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="424" />
        <source>No se pudo mover la ficha a la papelera: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="431" />
        <source>Papelera</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="431" />
        <source>La papelera está vacía.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="435" />
        <source>Recuperar de la papelera</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="435" />
        <source>Ficha:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="460" />
        <source>Abrir batalla</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="460" />
        <source>Batallas de Gesta (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="484" />
        <source>Acerca de Gesta</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="485" />
        <source>&lt;h3&gt;Gesta %1&lt;/h3&gt;&lt;p&gt;Fichas y combates para rol por web.&lt;/p&gt;&lt;p&gt;Sistemas de reglas:&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/settings_dialog.py" line="24" />
        <source>Preferencias</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="31" />
        <source>Elegir…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="35" />
        <source>Carpeta de la biblioteca:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="41" />
        <source>Idioma:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="42" />
        <source>&lt;small&gt;El idioma se aplica al volver a abrir Gesta.&lt;/small&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="45" />
        <source>Gesta tira los dados</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="46" />
        <source>Tiro en el foro y escribo el resultado</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="48" />
        <source>Dados en batallas nuevas:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gui/settings_dialog.py" line="55" />
        <source>Carpeta de la biblioteca</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>