"""The error classifier's retry tracking (``tracker``: when to stop retrying and ask a human) and the
escalations handed to a human (``escalations``)."""
