"""Three-valued facts: what the known facts decide, and which missing facts leave it open.

A ``Tri`` is a yes/no answer that may be unknown (``value is None``); an unknown one names the
facts whose absence leaves it open (``missing``). The combinators follow Kleene's logic:

- ``any_of`` is yes as soon as one part is yes, no only when every part is no;
- ``all_of`` is no as soon as one part is no, yes only when every part is yes;
- ``AreaSum.at_least`` decides a threshold over a sum of non-negative quantities by what is
  known: the given parts are a lower bound, so a lower bound that already reaches "N or more"
  is yes whatever the missing parts are, and no is answered only when nothing is missing.

So a rule written with them can never let a missing fact decide an answer that the fact could
change, nor block an answer the known facts already decide.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from workbench.core.rules import Outcome


@dataclass(frozen=True)
class Tri:
    """A yes (True), no (False) or unknown (None) answer with the reasons for it.

    ``missing`` (only when unknown): the facts (``site.x``, ``rainfall.y``) that would decide it.
    """

    value: bool | None
    reasons: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()

    @property
    def yes(self) -> bool:
        return self.value is True

    @property
    def no(self) -> bool:
        return self.value is False

    @property
    def unknown(self) -> bool:
        return self.value is None

    def because(self, *reasons: str) -> Tri:
        """The same answer with more reasons."""
        return Tri(self.value, (*self.reasons, *reasons), self.missing)

    def outcome(
        self,
        applies: Iterable[str] = (),
        does_not_apply: Iterable[str] = (),
        needs_info: Iterable[str] = (),
        flags: Iterable[str] = (),
    ) -> Outcome:
        """The finding this answer gives: yes applies, no does not apply, unknown needs info
        (naming the missing facts). The given texts follow the answer's own reasons."""
        if self.value is True:
            return Outcome("applies", [*self.reasons, *applies], list(flags))
        if self.value is False:
            return Outcome("does_not_apply", [*self.reasons, *does_not_apply], list(flags))
        said = [*self.reasons, *needs_info]
        unsaid = [
            f"{name} is not given"
            for name in self.missing
            if not any(f"{name} is not given" in reason for reason in said)
        ]
        return Outcome("needs_info", _once([*said, *unsaid]), list(flags), list(self.missing))


def _once(reasons: Iterable[str]) -> list[str]:
    """Each reason once, in order: parts combined with ``all_of``/``any_of`` (a classification
    read by several parts) often give the same reason twice."""
    return list(dict.fromkeys(reasons))


YES = Tri(True)
NO = Tri(False)


def unknown(*missing: str, reason: str = "") -> Tri:
    """An open answer, naming the missing facts."""
    return Tri(None, (reason,) if reason else (), tuple(missing))


def _merge(parts: Iterable[Tri]) -> tuple[str, ...]:
    names: list[str] = []
    for part in parts:
        names.extend(name for name in part.missing if name not in names)
    return tuple(names)


def any_of(*parts: Tri) -> Tri:
    """Yes as soon as one part is yes (its reasons); no when every part is no (all reasons);
    otherwise unknown, naming what the open parts miss."""
    true = [p for p in parts if p.value is True]
    if true:
        return Tri(True, tuple(_once(r for p in true for r in p.reasons)))
    open_parts = [p for p in parts if p.value is None]
    reasons = tuple(_once(r for p in parts for r in p.reasons))
    if not open_parts:
        return Tri(False, reasons)
    return Tri(None, reasons, _merge(open_parts))


def all_of(*parts: Tri) -> Tri:
    """No as soon as one part is no (its reasons); yes when every part is yes (all reasons);
    otherwise unknown, naming what the open parts miss."""
    false = [p for p in parts if p.value is False]
    if false:
        return Tri(False, tuple(_once(r for p in false for r in p.reasons)))
    open_parts = [p for p in parts if p.value is None]
    reasons = tuple(_once(r for p in parts for r in p.reasons))
    if not open_parts:
        return Tri(True, reasons)
    return Tri(None, reasons, _merge(open_parts))


def negate(part: Tri) -> Tri:
    """Not: yes and no swap, unknown stays unknown."""
    return Tri(None if part.value is None else not part.value, part.reasons, part.missing)


@dataclass(frozen=True)
class AreaSum:
    """A sum of non-negative quantities, some of which may be missing.

    ``parts`` are (fact name, value or None). The known parts are a lower bound on the sum;
    the sum is exact only when nothing is missing.
    """

    parts: tuple[tuple[str, float | None], ...]
    label: str = "area"
    unit: str = "sq ft"

    def _fmt(self, value: float) -> str:
        number = f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"
        return f"{number} {self.unit}"

    @property
    def known(self) -> float:
        """The sum of the given parts (a lower bound)."""
        return sum(value for _, value in self.parts if value is not None)

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(name for name, value in self.parts if value is None)

    @property
    def exact(self) -> bool:
        return not self.missing

    def text(self) -> str:
        """``label a + b = c`` with "not given" for missing parts."""
        shown = [self._fmt(v) if v is not None else f"{n} not given" for n, v in self.parts]
        total = self._fmt(self.known)
        if len(self.parts) == 1:
            return f"{self.label} {shown[0]}"
        if self.exact:
            return f"{self.label} {' + '.join(shown)} = {total}"
        return f"{self.label} {' + '.join(shown)}: at least {total}"

    def at_least(self, threshold: float, wording: str = "") -> Tri:
        """``sum >= threshold`` ("N or more"), decided by what is known."""
        quote = f" ({wording})" if wording else ""
        limit = self._fmt(threshold)
        if self.known >= threshold:
            return Tri(True, (f"{self.text()} >= {limit}{quote}",))
        if self.exact:
            return Tri(False, (f"{self.text()} < {limit}{quote}",))
        return Tri(None, (f"{self.text()}; the threshold is {limit}{quote}",), self.missing)

    def more_than(self, threshold: float, wording: str = "") -> Tri:
        """``sum > threshold`` ("more than N"), decided by what is known."""
        quote = f" ({wording})" if wording else ""
        limit = self._fmt(threshold)
        if self.known > threshold:
            return Tri(True, (f"{self.text()} > {limit}{quote}",))
        if self.exact:
            return Tri(False, (f"{self.text()} <= {limit}{quote}",))
        return Tri(
            None, (f"{self.text()}; the threshold is more than {limit}{quote}",), self.missing
        )

    def less_than(self, threshold: float, wording: str = "") -> Tri:
        """``sum < threshold`` ("less than N"): the negation of ``at_least``."""
        answer = negate(self.at_least(threshold))
        quote = f" ({wording})" if wording else ""
        if answer.value is None:
            return Tri(None, tuple(r + quote for r in answer.reasons), answer.missing)
        sign = "<" if answer.value else ">="
        return Tri(answer.value, (f"{self.text()} {sign} {self._fmt(threshold)}{quote}",))
