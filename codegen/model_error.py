"""The one error type of the C++ model: a fact of the IR that the model cannot render."""


class ModelError(Exception):
    pass
