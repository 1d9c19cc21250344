"""Export of a sheet: a printable PDF page (QTextDocument + QPdfWriter) and forum text for the clipboard."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QFont, QGuiApplication, QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from core import retratos
from core.export_ficha import Summary, Texts, summarize, to_bbcode, to_html, to_markdown
from core.ruleset import Ruleset
from core.sheets import SheetBase

MIN_POINT_SIZE = 6.5
"""The smallest text the PDF shrinks to so that a long sheet still fits on one page."""


def texts() -> Texts:
    """The fixed words of an export in the interface's language."""
    return Texts(
        datos=QCoreApplication.translate("exporting", "Datos"),
        derivados=QCoreApplication.translate("exporting", "Valores calculados"),
        legal=QCoreApplication.translate("exporting", "Ficha legal"),
        no_legal=QCoreApplication.translate("exporting", "Ficha no legal"),
        problemas=QCoreApplication.translate("exporting", "Problemas"),
        sistema=QCoreApplication.translate("exporting", "Sistema"),
    )


def summary(sheet: SheetBase, ruleset: Ruleset) -> Summary:
    return summarize(sheet, ruleset, texts())


def bbcode(sheet: SheetBase, ruleset: Ruleset) -> str:
    return to_bbcode(summary(sheet, ruleset))


def markdown(sheet: SheetBase, ruleset: Ruleset) -> str:
    return to_markdown(summary(sheet, ruleset))


def copy_to_clipboard(text: str) -> None:
    QGuiApplication.clipboard().setText(text)


def print_document(sheet: SheetBase, ruleset: Ruleset, portrait: Path | bytes | None = None) -> QTextDocument:
    """The rich-text page that the PDF prints (black on white, the portrait at the top right).

    ``portrait`` is the validated image (see core/retratos.py) or a file read through it: a file
    that is not an image, too large, or a symlink leaving its folder is left out.
    """
    document = QTextDocument()
    image_name = None
    if isinstance(portrait, Path):
        try:
            portrait = retratos.read_file(portrait)
        except retratos.PortraitError:
            portrait = None
    if portrait:
        image = QImage.fromData(portrait)
        if not image.isNull():
            image_name = "retrato"
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(image_name), image)
    document.setHtml(to_html(summary(sheet, ruleset), image_name))
    return document


def export_pdf(sheet: SheetBase, ruleset: Ruleset, target: Path, portrait: Path | bytes | None = None) -> int:
    """Write the sheet to ``target`` as an A4 PDF; returns the number of pages (1 for the common case)."""
    writer = QPdfWriter(str(target))
    writer.setTitle(sheet.nombre)
    writer.setCreator("Gesta")
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(14, 14, 14, 14))
    )
    document = print_document(sheet, ruleset, portrait)
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    # QTextDocument lays out in points at 72 dpi: give it the page size in those units.
    page = QSizeF(rect.width() * 72 / writer.resolution(), rect.height() * 72 / writer.resolution())
    document.setPageSize(page)
    size = 9.0
    font = QFont(document.defaultFont())
    while True:
        font.setPointSizeF(size)
        document.setDefaultFont(font)
        if document.pageCount() <= 1 or size <= MIN_POINT_SIZE:
            break
        size -= 0.5
    document.print_(writer)
    return document.pageCount()
