"""The result card as a PNG picture for a group chat: the game and the day, the winner, and each player's rank,
name and points, best first.

Drawn with Pillow in Roboto, the font the app's web client ships (``flet_web``'s assets), so the picture reads like
the screen; where that file is absent (a packaged phone app), Pillow's own font. A name in a script neither font
has (emoji, Chinese) shows boxes for those letters: the share text carries it whole.
"""

from __future__ import annotations

import io
from functools import cache
from importlib.resources import files

from PIL import Image, ImageDraw, ImageFont

from companion.share.result import FinishedResult, Standing
from companion.share.text import short_title
from companion.words import Translator, english, text
from companion.words.amounts import ordinal

#: The picture's width in pixels: a chat shows it full width on a phone and sharp on a tablet.
WIDTH = 1080
#: Margin around the card and height of one player's row, in pixels.
MARGIN = 64
ROW = 104
#: Colours: ink, quiet ink, the card, the winner's row.
INK, QUIET, PAPER, GOLD = "#1B1B1F", "#5F5E66", "#FFFFFF", "#FFE9A8"

NO_SCORES = text("share.picture.no_scores", "No scores recorded")
SOLO = text("share.picture.solo", "Solo game")
SHARED = text("share.picture.shared", "Shared win: {players}")
WINNER = text("share.picture.winner", "Winner: {name}")
WINNER_ON = text("share.picture.winner_on", "Winner: {name} (on {what})")
TIE_ON = text("share.picture.tie_on", "won the tie on {what}")

FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


@cache
def font(size: int) -> FontType:
    """Roboto at ``size`` px from the web client's assets, else Pillow's built-in font."""
    try:
        path = files("flet_web").joinpath("web/assets/fonts/roboto.woff2")
        return ImageFont.truetype(io.BytesIO(path.read_bytes()), size)
    except (ModuleNotFoundError, OSError):
        return ImageFont.load_default(size)


def _fitted(draw: ImageDraw.ImageDraw, text: str, width: int, size: int) -> FontType:
    """The largest font up to ``size`` in which ``text`` fits ``width`` pixels (at least 20 px)."""
    while size > 20 and draw.textlength(text, font=font(size)) > width:
        size -= 2
    return font(size)


def headline(result: FinishedResult, say: Translator | None = None) -> str:
    """The line under the title: who won (and on what), that the tie is shared, or that nothing was scored."""
    say = say or english()
    if not result.scored:
        return say(NO_SCORES())
    winners = [p for p in result.players if p.winner]
    if len(result.players) == 1:
        return say(SOLO())
    if len(winners) > 1:
        return say(SHARED(players=[p.name for p in winners]))
    won = winners[0]
    return say(WINNER_ON(name=won.name, what=won.won_tie_on) if won.won_tie_on else WINNER(name=won.name))


def _row(draw: ImageDraw.ImageDraw, top: int, player: Standing, say: Translator) -> None:
    """One player's row: rank, name and points; the winner's row on gold."""
    if player.winner:
        draw.rounded_rectangle((MARGIN - 16, top, WIDTH - MARGIN + 16, top + ROW - 8), radius=16, fill=GOLD)
    middle = top + (ROW - 8) // 2
    rank = say(ordinal(player.rank)) if player.rank is not None else ""
    draw.text((MARGIN, middle), rank, font=font(40), fill=QUIET, anchor="lm")
    points = "" if player.score is None else str(player.score)
    draw.text((WIDTH - MARGIN, middle), points, font=font(56), fill=INK, anchor="rm", stroke_width=1,
              stroke_fill=INK)
    room = WIDTH - 2 * MARGIN - 120 - int(draw.textlength(points, font=font(56))) - 24
    if player.won_tie_on:  # the name a little higher, what won the tie under it
        draw.text((MARGIN + 120, middle - 14), player.name, font=_fitted(draw, player.name, room, 44), fill=INK,
                  anchor="lm")
        draw.text((MARGIN + 120, middle + 26), say(TIE_ON(what=player.won_tie_on)), font=font(26), fill=QUIET,
                  anchor="lm")
        return
    draw.text((MARGIN + 120, middle), player.name, font=_fitted(draw, player.name, room, 48), fill=INK, anchor="lm")


def result_png(result: FinishedResult, say: Translator | None = None) -> bytes:
    """The result card as PNG bytes, its words in ``say``'s language (English unless given)."""
    say = say or english()
    players = result.by_rank()
    height = MARGIN + 72 + 56 + 64 + ROW * len(players) + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    title = short_title(result.title)
    draw.text((MARGIN, MARGIN), title, font=_fitted(draw, title, WIDTH - 2 * MARGIN, 60), fill=INK,
              stroke_width=1, stroke_fill=INK)
    draw.text((MARGIN, MARGIN + 80), say.day(result.played_at), font=font(36), fill=QUIET)
    line = headline(result, say)
    draw.text((MARGIN, MARGIN + 136), line, font=_fitted(draw, line, WIDTH - 2 * MARGIN, 40), fill=INK)
    top = MARGIN + 72 + 56 + 64
    for player in players:
        _row(draw, top, player, say)
        top += ROW
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
