package cel

import (
	"strings"

	"github.com/blang/semver/v4"
)

// The Kubernetes semver library on blang/semver versions (the library the
// API server uses, so parse errors read the same).

// ParseSemver is semver(s) and, with normalize, semver(s, true): normalizing
// drops a leading "v" and leading zeros and fills in a missing minor/patch.
func ParseSemver(s string, normalize bool) (semver.Version, Err) {
	if normalize {
		var msg string
		if s, msg = normalizeSemver(s); msg != "" {
			return semver.Version{}, Msg(msg)
		}
	}
	v, err := semver.Parse(s)
	if err != nil {
		return semver.Version{}, Msg(err.Error())
	}
	return v, Err{}
}

// IsSemver is isSemver(s) and isSemver(s, normalize).
func IsSemver(s string, normalize bool) bool {
	_, err := ParseSemver(s, normalize)
	return !err.Failed()
}

// normalizeSemver rewrites s as the library does before parsing; the
// message is set when s cannot be normalized.
func normalizeSemver(s string) (string, string) {
	parts := strings.SplitN(strings.TrimPrefix(s, "v"), ".", 3)
	for i, p := range parts {
		if len(p) < 2 {
			continue
		}
		p = strings.TrimLeft(p, "0")
		if p == "" || p[0] < '0' || p[0] > '9' {
			p = "0" + p
		}
		parts[i] = p
	}
	if len(parts) < 3 {
		if strings.ContainsAny(parts[len(parts)-1], "+-") {
			return "", "short version cannot contain PreRelease/Build meta data"
		}
		for len(parts) < 3 {
			parts = append(parts, "0")
		}
	}
	return strings.Join(parts, "."), ""
}

func SemverMajor(v semver.Version) int64 { return int64(v.Major) }
func SemverMinor(v semver.Version) int64 { return int64(v.Minor) }
func SemverPatch(v semver.Version) int64 { return int64(v.Patch) }

// SemverCompare is v.compareTo(w) (isLessThan, isGreaterThan follow from it).
func SemverCompare(v, w semver.Version) int64 { return int64(v.Compare(w)) }

// SemverEqual is v == w.
func SemverEqual(v, w semver.Version) bool { return v.EQ(w) }
