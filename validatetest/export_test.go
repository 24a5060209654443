package validatetest

// ValidateFixturesAt exposes ValidateFixtures' file-path variant to the
// external tests, which must not chdir: the working directory is global.
func (t *Tester) ValidateFixturesAt(path string) {
	t.tb.Helper()
	t.validateFixtures(path)
}
