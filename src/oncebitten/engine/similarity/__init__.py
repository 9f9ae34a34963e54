"""The one similarity index (``index``) and the sorted views that make its searches fast (``views``)."""
