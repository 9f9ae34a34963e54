"""The end-to-end suite: the real agent CLIs against a scripted model on loopback (see conftest.py)."""
