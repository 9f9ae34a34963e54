"""The one redactor: secrets become typed placeholders (``redactor``), from a catalogue of rules (``rules``),
behind a gate of plain strings that says whether a text can hold a secret at all (``gate``, generated).

Imports nothing itself: the check path loads only ``gate``.
"""
