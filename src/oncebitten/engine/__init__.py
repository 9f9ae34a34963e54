"""The shared pipeline every capability writes through: redaction, classification, fingerprinting, similarity.

``identity`` wires them: a failure's text as the store keeps it (redacted, classified into a kind,
fingerprinted). Nothing here imports a capability or a front-end.
"""
