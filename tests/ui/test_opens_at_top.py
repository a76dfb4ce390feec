"""A new step opens at its top (``widgets.OpensAtTop``): every time what it shows changes, the pane it is drawn in is
scrolled to it, however the screen around it was drawn again meanwhile."""

from __future__ import annotations

import gc

import flet as ft
from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.ui.widgets import AT_TOP, OpensAtTop
from tests.ui.harness import UiSession


def scrolls_to_top(ui: UiSession) -> int:
    """How many times the app asked the browser to scroll a pane to the step shown."""
    return sum(1 for m in ui.connection.messages if m.action == MessageAction.INVOKE_METHOD
               and isinstance(m.body, InvokeMethodRequestBody) and m.body.name == "scroll_to"
               and m.body.args.get("scroll_key") == AT_TOP)


async def test_each_new_step_scrolls_its_pane_though_the_pane_was_made_again() -> None:
    """The pane and everything around the step are new controls at every render (Flet hands them the old ones' ids);
    the controls of the first render are gone, so the step finds its pane among the controls on the page now."""

    def main(page: ft.Page) -> None:
        @ft.component
        def Steps() -> ft.Control:
            step, set_step = ft.use_state(1)
            shown = OpensAtTop(ft.Text(f"Step {step}"), str(step))
            return ft.Column([ft.Button("Next step", on_click=lambda: set_step(step + 1)),
                              ft.Column([ft.Container(height=2000), shown], scroll=ft.ScrollMode.AUTO)])

        page.render(Steps)

    ui = await UiSession.start(main)
    first = scrolls_to_top(ui)
    for step in (2, 3, 4):
        await ui.click("Next step")
        gc.collect()
        assert f"Step {step}" in ui.text()
        assert scrolls_to_top(ui) == first + step - 1, f"step {step} was not scrolled to"
    ui.close()
