"""The packaged program's smoke test must pass again and again on the same data folder."""
from gui import app


def test_self_test_twice_on_one_data_folder(tmp_path, qapp):
    folder = str(tmp_path / "portable")
    assert app.main(["--self-test", "--data-dir", folder]) == 0
    assert app.main(["--self-test", "--data-dir", folder]) == 0   # the first campaign's name is taken now
