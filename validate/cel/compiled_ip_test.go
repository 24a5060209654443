package cel

import "testing"

func TestIsIPQuickIsIsIP(t *testing.T) {
	for _, s := range []string{"", "1.2.3.4", "::1", "fe80::1%eth0", "fe80::1%", "::ffff:1.2.3.4", "1.2.3", "01.2.3.4", "abc", "cafe::", "CAFE::1",
		"example.com", "*.example.com", "1.2.3.4:80", "[::1]", " 1.2.3.4", "::", "0.0.0.0", "a.b.c.d", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9"} {
		if got, want := IsIPQuick(s), IsIP(s); got != want {
			t.Errorf("IsIPQuick(%q) = %v, IsIP says %v", s, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { IsIPQuick("foo.example.com") }); n != 0 {
		t.Errorf("%v allocations for a hostname", n)
	}
}

func FuzzIsIPQuick(f *testing.F) {
	f.Add("1.2.3.4")
	f.Add("fe80::1%eth0")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := IsIPQuick(s), IsIP(s); got != want {
			t.Errorf("IsIPQuick(%q) = %v, IsIP says %v", s, got, want)
		}
	})
}
