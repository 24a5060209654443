package v1

import (
	"regexp"
	"slices"
	"strconv"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/api/equality"
	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// This file is the hand-written validation widgets.kubedv.io/v1 had before
// its rules were declared with +k8s: tags in types.go, kept while the
// migration soaks (KEP-5073 "dual implementation"). Every error of a rule
// that types.go now declares is marked CoveredByDeclarative, so that the
// strategy can compare it with the declarative result and drop it when an
// enforced declarative error replaces it. The object-name rules were not
// migrated and are not marked.
//
// On update, values the update leaves unchanged are not re-validated, as
// with the declarative rules: tightening a rule must not block updates of
// widgets stored before.

// ValidateWidget validates a new widget.
func ValidateWidget(w *Widget) field.ErrorList { return validateWidget(w, nil) }

// ValidateWidgetUpdate validates the update of old to w.
func ValidateWidgetUpdate(w, old *Widget) field.ErrorList { return validateWidget(w, old) }

func validateWidget(w, old *Widget) field.ErrorList {
	return validateWidgetAt(w, old, nil)
}

func validateWidgetAt(w, old *Widget, p *field.Path) field.ErrorList {
	errs := validateObjectName(w, old, p.Child("metadata", "name"))
	var oldSpec *WidgetSpec
	var oldStatus *WidgetStatus
	if old != nil {
		oldSpec, oldStatus = &old.Spec, &old.Status
	}
	errs = append(errs, validateSpec(&w.Spec, oldSpec, p.Child("spec"))...)
	return append(errs, validateStatus(&w.Status, oldStatus, p.Child("status"))...)
}

// validateObjectName is not migrated: declarative validation of
// ObjectMeta is another project's work.
func validateObjectName(w, old *Widget, p *field.Path) field.ErrorList {
	if old != nil {
		if w.Name != old.Name {
			return field.ErrorList{field.Invalid(p, w.Name, "field is immutable")}
		}
		return nil
	}
	if w.Name == "" {
		if w.GenerateName == "" {
			return field.ErrorList{field.Required(p, "name or generateName is required")}
		}
		return nil
	}
	var errs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Subdomain(w.Name) {
		errs = append(errs, field.Invalid(p, w.Name, msg))
	}
	return errs
}

func validateSpec(s, o *WidgetSpec, p *field.Path) field.ErrorList {
	var errs field.ErrorList
	if o == nil || !samePtr(s.Replicas, o.Replicas) {
		if s.Replicas == nil {
			errs = append(errs, field.Required(p.Child("replicas"), "").MarkCoveredByDeclarative())
		} else {
			errs = append(errs, inRange(p.Child("replicas"), *s.Replicas, 0, 1000)...)
			if o != nil && o.Replicas != nil && int64(*s.Replicas) > int64(*o.Replicas)+maxReplicaGrowth {
				errs = append(errs, field.Forbidden(p.Child("replicas"), replicaGrowthMessage).MarkCoveredByDeclarative())
			}
		}
	}
	if o == nil || s.Tier != o.Tier {
		if s.Tier == "" {
			errs = append(errs, field.Required(p.Child("tier"), "").MarkCoveredByDeclarative())
		} else if !slices.Contains(supportedTiers, s.Tier) {
			errs = append(errs, field.NotSupported(p.Child("tier"), s.Tier, supportedTiers).MarkCoveredByDeclarative())
		}
	}
	if o == nil || s.Owner != o.Owner {
		errs = append(errs, validateOwner(s.Owner, p.Child("owner"))...)
	}
	if s.MaxUnavailable != nil && (o == nil || !samePtr(s.MaxUnavailable, o.MaxUnavailable)) {
		errs = append(errs, inRange(p.Child("maxUnavailable"), *s.MaxUnavailable, 0, 100)...)
	}
	if s.MinReadySeconds != 0 && (o == nil || s.MinReadySeconds != o.MinReadySeconds) {
		errs = append(errs, inRange(p.Child("minReadySeconds"), s.MinReadySeconds, 0, 3600)...)
	}
	if d := s.ActiveDeadlineSeconds; d != nil && *d <= 0 && (o == nil || !samePtr(d, o.ActiveDeadlineSeconds)) {
		errs = append(errs, field.Invalid(p.Child("activeDeadlineSeconds"), *d, "must be greater than 0").
			WithOrigin("exclusiveMinimum").MarkCoveredByDeclarative())
	}
	// The deadline rule reads two fields, so it is checked again whenever
	// anything in the spec changed (the declarative rule sits on the spec).
	// It and the replica growth rule are CEL rules in types.go; both report
	// Forbidden (their reason) because KEP-5073's comparison matches an
	// Invalid error only by its origin, which a CEL error does not carry.
	if d := s.ActiveDeadlineSeconds; d != nil && s.MinReadySeconds != 0 && *d <= int64(s.MinReadySeconds) &&
		(o == nil || !equality.Semantic.DeepEqual(s, o)) {
		errs = append(errs, field.Forbidden(p.Child("activeDeadlineSeconds"), deadlineMessage).MarkCoveredByDeclarative())
	}
	var oldZones []string
	if o != nil {
		oldZones = o.Zones
	}
	errs = append(errs, validateZones(s.Zones, oldZones, o != nil, p.Child("zones"))...)
	if s.Region != "" && (o == nil || s.Region != o.Region) && !regionPattern.MatchString(s.Region) {
		errs = append(errs, field.Invalid(p.Child("region"), s.Region, "must match the regular expression '"+regionPattern.String()+"'").
			WithOrigin("pattern").MarkCoveredByDeclarative())
	}
	if len(s.Description) > 1024 && (o == nil || s.Description != o.Description) {
		errs = append(errs, field.TooLong(p.Child("description"), s.Description, 1024).WithOrigin("maxBytes").MarkCoveredByDeclarative())
	}
	if s.ServiceAccountName != "" && (o == nil || s.ServiceAccountName != o.ServiceAccountName) {
		errs = append(errs, validateServiceAccountName(s.ServiceAccountName, p.Child("serviceAccountName"))...)
	}
	if s.DeprecatedFinish != "" && (o == nil || s.DeprecatedFinish != o.DeprecatedFinish) {
		errs = append(errs, field.Forbidden(p.Child("finish"), "").MarkCoveredByDeclarative())
	}
	var oldTemplate *WidgetTemplate
	if o != nil {
		oldTemplate = &o.Template
	}
	return append(errs, validateTemplate(&s.Template, oldTemplate, p.Child("template"))...)
}

const (
	// maxReplicaGrowth is how many instances one update may add: the
	// widget factory cannot start more at once.
	maxReplicaGrowth     = 100
	replicaGrowthMessage = "may not grow by more than 100 in one update"
	deadlineMessage      = "may not be less than or equal to minReadySeconds: instances would be recycled before they become available"
)

var (
	supportedTiers  = []WidgetTier{WidgetTierBasic, WidgetTierPremium, WidgetTierStandard}
	supportedPhases = []WidgetPhase{WidgetPhaseFailed, WidgetPhasePending, WidgetPhaseRunning}
	regionPattern   = regexp.MustCompile(`^[a-z]+-[a-z]+-[0-9]+$`)
)

// validateOwner: owners are team handles (at least 3 characters) that
// become host-name labels (at most 32 characters, a DNS label).
func validateOwner(owner OwnerHandle, p *field.Path) field.ErrorList {
	if owner == "" {
		return field.ErrorList{field.Required(p, "").MarkCoveredByDeclarative()}
	}
	var errs field.ErrorList
	if n := utf8.RuneCountInString(string(owner)); n > 32 {
		errs = append(errs, field.TooLongCharacters(p, owner, 32).WithOrigin("maxLength").MarkCoveredByDeclarative())
	} else if n < 3 {
		errs = append(errs, field.TooShort(p, owner, 3).WithOrigin("minLength").MarkCoveredByDeclarative())
	}
	for _, msg := range utilvalidation.IsDNS1123Label(string(owner)) {
		errs = append(errs, field.Invalid(p, owner, msg).WithOrigin("format=k8s-short-name").MarkCoveredByDeclarative())
	}
	return errs
}

func validateServiceAccountName(name string, p *field.Path) field.ErrorList {
	var errs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Subdomain(name) {
		errs = append(errs, field.Invalid(p, name, msg).WithOrigin("format=k8s-long-name").MarkCoveredByDeclarative())
	}
	if name == "default" {
		errs = append(errs, field.Invalid(p, name, `must not be equal to "default"`).WithOrigin("neq").MarkCoveredByDeclarative())
	}
	return errs
}

// validateZones checks the zone list. It is an atomic list: on update
// (isUpdate) an unchanged list is not re-checked, and a changed one is
// checked zone by zone, zones kept from the old list too.
func validateZones(zones, old []string, isUpdate bool, p *field.Path) field.ErrorList {
	if len(zones) == 0 || (isUpdate && slices.Equal(zones, old)) {
		return nil
	}
	var errs field.ErrorList
	if len(zones) > 8 {
		// Too long a list is not checked further.
		return append(errs, field.TooMany(p, len(zones), 8).WithOrigin("maxItems").MarkCoveredByDeclarative())
	}
	for i, zone := range zones {
		for _, msg := range utilvalidation.IsValidLabelValue(zone) {
			errs = append(errs, field.Invalid(p.Index(i), zone, msg).WithOrigin("format=k8s-label-value").MarkCoveredByDeclarative())
		}
	}
	return errs
}

func validateTemplate(t, o *WidgetTemplate, p *field.Path) field.ErrorList {
	var errs field.ErrorList
	var oldLabels map[string]string
	if o != nil {
		oldLabels = o.Labels
	}
	errs = append(errs, validateLabels(t.Labels, oldLabels, o != nil, p.Child("labels"))...)
	if o == nil || t.Image != o.Image {
		if t.Image == "" {
			errs = append(errs, field.Required(p.Child("image"), "").MarkCoveredByDeclarative())
		} else if utf8.RuneCountInString(t.Image) > 512 {
			errs = append(errs, field.TooLongCharacters(p.Child("image"), t.Image, 512).WithOrigin("maxLength").MarkCoveredByDeclarative())
		}
	}
	var oldPorts []WidgetPort
	if o != nil {
		oldPorts = o.Ports
	}
	return append(errs, validatePorts(t.Ports, oldPorts, o != nil, p.Child("ports"))...)
}

// validateLabels checks the label map. Key errors are reported on the map
// itself, value errors on the entry. On update, keys that existed and
// values that are unchanged are not re-checked.
func validateLabels(labels, old map[string]string, isUpdate bool, p *field.Path) field.ErrorList {
	if len(labels) == 0 || (isUpdate && sameMap(labels, old)) {
		return nil
	}
	var errs field.ErrorList
	if len(labels) > 64 {
		return append(errs, field.TooMany(p, len(labels), 64).WithOrigin("maxProperties").MarkCoveredByDeclarative())
	}
	for k, v := range labels {
		oldV, existed := old[k]
		if !isUpdate || !existed {
			for _, msg := range utilvalidation.IsQualifiedName(k) {
				errs = append(errs, field.Invalid(p, k, msg).WithOrigin("format=k8s-label-key").MarkCoveredByDeclarative())
			}
		}
		if (!isUpdate || !existed || v != oldV) && utf8.RuneCountInString(v) > 63 {
			errs = append(errs, field.TooLongCharacters(p.Key(k), v, 63).WithOrigin("maxLength").MarkCoveredByDeclarative())
		}
	}
	return errs
}

// validatePorts checks the port list. It is an atomic list: its ports have
// no identity across updates, so an unchanged list is not re-checked and a
// changed one is checked port by port, ports kept from the old list too.
func validatePorts(ports, old []WidgetPort, isUpdate bool, p *field.Path) field.ErrorList {
	if len(ports) == 0 || (isUpdate && slices.Equal(ports, old)) {
		return nil
	}
	var errs field.ErrorList
	if len(ports) > 8 {
		return append(errs, field.TooMany(p, len(ports), 8).WithOrigin("maxItems").MarkCoveredByDeclarative())
	}
	for i, port := range ports {
		pp := p.Index(i)
		if port.Name == "" {
			errs = append(errs, field.Required(pp.Child("name"), "").MarkCoveredByDeclarative())
		} else {
			for _, msg := range utilvalidation.IsDNS1123Label(port.Name) {
				errs = append(errs, field.Invalid(pp.Child("name"), port.Name, msg).WithOrigin("format=k8s-short-name").MarkCoveredByDeclarative())
			}
		}
		if port.Port == 0 {
			errs = append(errs, field.Required(pp.Child("port"), "").MarkCoveredByDeclarative())
		} else {
			errs = append(errs, inRange(pp.Child("port"), port.Port, 1, 65535)...)
		}
	}
	return errs
}

func validateStatus(s, o *WidgetStatus, p *field.Path) field.ErrorList {
	var errs field.ErrorList
	if s.ObservedGeneration < 0 && (o == nil || s.ObservedGeneration != o.ObservedGeneration) {
		errs = append(errs, tooSmall(p.Child("observedGeneration"), s.ObservedGeneration, 0))
	}
	if s.ReadyReplicas < 0 && (o == nil || s.ReadyReplicas != o.ReadyReplicas) {
		errs = append(errs, tooSmall(p.Child("readyReplicas"), s.ReadyReplicas, 0))
	}
	if s.Phase != "" && (o == nil || s.Phase != o.Phase) && !slices.Contains(supportedPhases, s.Phase) {
		errs = append(errs, field.NotSupported(p.Child("phase"), s.Phase, supportedPhases).MarkCoveredByDeclarative())
	}
	if len(s.Conditions) > 16 && (o == nil || !equality.Semantic.DeepEqual(s.Conditions, o.Conditions)) {
		errs = append(errs, field.TooMany(p.Child("conditions"), len(s.Conditions), 16).WithOrigin("maxItems").MarkCoveredByDeclarative())
	}
	return errs
}

// inRange reports v outside [lo, hi] with the messages and origins of the
// minimum and maximum rules.
func inRange[T ~int32 | ~int64](p *field.Path, v, lo, hi T) field.ErrorList {
	switch {
	case v < lo:
		return field.ErrorList{tooSmall(p, v, lo)}
	case v > hi:
		return field.ErrorList{field.Invalid(p, v, "must be less than or equal to "+strconv.FormatInt(int64(hi), 10)).
			WithOrigin("maximum").MarkCoveredByDeclarative()}
	}
	return nil
}

func tooSmall[T ~int32 | ~int64](p *field.Path, v, lo T) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+strconv.FormatInt(int64(lo), 10)).
		WithOrigin("minimum").MarkCoveredByDeclarative()
}

func samePtr[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func sameMap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || v != w {
			return false
		}
	}
	return true
}
