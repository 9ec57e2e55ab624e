"""The damaged-file suite uses the app's headless fixtures: private folders and a real App."""
from tests.app.conftest import make_app, private_folders  # noqa: F401  (fixtures)
