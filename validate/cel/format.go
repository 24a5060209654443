package cel

import (
	"net/url"

	apimachineryvalidation "k8s.io/apimachinery/pkg/api/validation"
	"k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
)

// The Kubernetes format library: format.<name>() and format.named(name)
// yield a Format, and f.validate(s) is optional.none() for a valid s or
// optional.of(the validator's messages). Go code receives the messages as a
// slice: nil stands for optional.none().

// Format is one named string format of the library.
type Format struct {
	name     string
	validate func(string) []string
}

// Name is the format's CEL name ("dns1123Label").
func (f Format) Name() string { return f.name }

// Validate is f.validate(s): nil when s is valid, else the messages.
func (f Format) Validate(s string) []string {
	if errs := f.validate(s); len(errs) > 0 {
		return errs
	}
	return nil
}

// FormatNamed is format.named(name): false (optional.none()) for an
// unknown name.
func FormatNamed(name string) (Format, bool) {
	for _, f := range formats {
		if f.name == name {
			return f, true
		}
	}
	return Format{}, false
}

func strfmtCheck(format, msg string) func(string) []string {
	return func(s string) []string {
		if !strfmt.Default.Validates(format, s) {
			return []string{msg}
		}
		return nil
	}
}

// The library's formats, each also reachable as format.<name>().
var (
	FormatDNS1123Label = Format{"dns1123Label", func(s string) []string {
		return apimachineryvalidation.NameIsDNSLabel(s, false)
	}}
	FormatDNS1123Subdomain = Format{"dns1123Subdomain", func(s string) []string {
		return apimachineryvalidation.NameIsDNSSubdomain(s, false)
	}}
	FormatDNS1035Label = Format{"dns1035Label", func(s string) []string {
		return apimachineryvalidation.NameIsDNS1035Label(s, false)
	}}
	FormatQualifiedName      = Format{"qualifiedName", validation.IsQualifiedName}
	FormatDNS1123LabelPrefix = Format{"dns1123LabelPrefix", func(s string) []string {
		return apimachineryvalidation.NameIsDNSLabel(s, true)
	}}
	FormatDNS1123SubdomainPrefix = Format{"dns1123SubdomainPrefix", func(s string) []string {
		return apimachineryvalidation.NameIsDNSSubdomain(s, true)
	}}
	FormatDNS1035LabelPrefix = Format{"dns1035LabelPrefix", func(s string) []string {
		return apimachineryvalidation.NameIsDNS1035Label(s, true)
	}}
	FormatLabelValue = Format{"labelValue", validation.IsValidLabelValue}
	FormatURI        = Format{"uri", func(s string) []string {
		if _, err := url.ParseRequestURI(s); err != nil {
			return []string{err.Error()}
		}
		return nil
	}}
	FormatUUID     = Format{"uuid", strfmtCheck("uuid", "does not match the UUID format")}
	FormatByte     = Format{"byte", strfmtCheck("byte", "invalid base64")}
	FormatDate     = Format{"date", strfmtCheck("date", "invalid date")}
	FormatDatetime = Format{"datetime", strfmtCheck("datetime", "invalid datetime")}
)

var formats = [...]Format{
	FormatDNS1123Label, FormatDNS1123Subdomain, FormatDNS1035Label, FormatQualifiedName,
	FormatDNS1123LabelPrefix, FormatDNS1123SubdomainPrefix, FormatDNS1035LabelPrefix,
	FormatLabelValue, FormatURI, FormatUUID, FormatByte, FormatDate, FormatDatetime,
}
