package server

import (
	"context"
	"fmt"
	"strconv"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/duration"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// widgetTable is what `kubectl get widgets` shows.
type widgetTable struct{}

var widgetColumns = []metav1.TableColumnDefinition{
	{Name: "Name", Type: "string", Format: "name", Description: "Name of the widget fleet."},
	{Name: "Tier", Type: "string", Description: "Service level of the fleet."},
	{Name: "Replicas", Type: "integer", Description: "Desired number of instances."},
	{Name: "Ready", Type: "integer", Description: "Instances that are ready."},
	{Name: "Owner", Type: "string", Description: "Team that owns the fleet."},
	{Name: "Age", Type: "string", Description: "Time since the widget was created."},
}

func (widgetTable) ConvertToTable(_ context.Context, object, _ runtime.Object) (*metav1.Table, error) {
	table := &metav1.Table{ColumnDefinitions: widgetColumns}
	switch o := object.(type) {
	case *widgetv1.Widget:
		table.ResourceVersion = o.ResourceVersion
		table.Rows = []metav1.TableRow{widgetRow(o)}
	case *widgetv1.WidgetList:
		table.ResourceVersion, table.Continue, table.RemainingItemCount = o.ResourceVersion, o.Continue, o.RemainingItemCount
		table.Rows = make([]metav1.TableRow, len(o.Items))
		for i := range o.Items {
			table.Rows[i] = widgetRow(&o.Items[i])
		}
	default:
		return nil, fmt.Errorf("cannot show %T as a widget table", object)
	}
	return table, nil
}

func widgetRow(w *widgetv1.Widget) metav1.TableRow {
	replicas := "<unset>"
	if w.Spec.Replicas != nil {
		replicas = strconv.Itoa(int(*w.Spec.Replicas))
	}
	age := "<unknown>"
	if !w.CreationTimestamp.IsZero() {
		age = duration.HumanDuration(time.Since(w.CreationTimestamp.Time))
	}
	return metav1.TableRow{
		Cells:  []any{w.Name, string(w.Spec.Tier), replicas, int64(w.Status.ReadyReplicas), string(w.Spec.Owner), age},
		Object: runtime.RawExtension{Object: w},
	}
}
