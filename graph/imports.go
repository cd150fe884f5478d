package graph

import (
	"context"
	"io"
	"path"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/csvimport"
)

// typeImport is the global id type of an applied import (not a Node: reached through
// Edition.lastImport and the mutations' payloads).
const typeImport = "Import"

// MsgNotCSV answers an upload that is not a CSV file (the spec's toast is "Invalid file").
const MsgNotCSV = "Please select a CSV file"

// importUpload checks the edition (and so the permission: first, so that only the Core team
// learns what is wrong with a file) and reads the uploaded CSV file.
func (r *Resolver) importUpload(ctx context.Context, editionID string, file graphql.Upload) (*csvimport.Target, []byte, error) {
	id, err := decodeID(relay.TypeEdition, editionID, csvimport.MsgEditionNotFound)
	if err != nil {
		return nil, nil, err
	}
	to, err := r.ImportService.Edition(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	ct := strings.ToLower(strings.TrimSpace(strings.Split(file.ContentType, ";")[0]))
	if !strings.EqualFold(path.Ext(file.Filename), ".csv") && ct != "text/csv" {
		return nil, nil, apperr.Invalid("file", MsgNotCSV)
	}
	data, err := io.ReadAll(io.LimitReader(file.File, csvimport.MaxBytes+1))
	if err != nil {
		return nil, nil, err
	}
	if len(data) > csvimport.MaxBytes {
		return nil, nil, apperr.Invalid("file", csvimport.MsgTooLarge)
	}
	return to, data, nil
}

func importKind(k model.ImportKind) csvimport.Kind {
	if k == model.ImportKindStages {
		return csvimport.Stages
	}
	return csvimport.Sets
}

func importPreview(p *csvimport.Plan) *model.ImportPreview {
	items := p.Listed(csvimport.MaxListed)
	out := &model.ImportPreview{Token: p.Token, Rows: p.Rows, Created: p.Created, Changed: p.Changed,
		Unchanged: p.Unchanged, Errors: p.Errors, Items: make([]*model.ImportPreviewRow, len(items)),
		Unlisted: p.Rows - len(items)}
	for i, it := range items {
		row := &model.ImportPreviewRow{Row: it.Row, Line: it.Line, Outcome: importOutcome(it.Outcome),
			Changes: make([]*model.ImportChange, len(it.Changes))}
		if it.Label != "" {
			row.Label = &it.Label
		}
		if it.Error != "" {
			row.Error = &it.Error
		}
		for j, c := range it.Changes {
			row.Changes[j] = &model.ImportChange{Field: c.Field, Before: c.Before, After: c.After}
		}
		out.Items[i] = row
	}
	return out
}

func importOutcome(o csvimport.Outcome) model.ImportOutcome {
	switch o {
	case csvimport.Created:
		return model.ImportOutcomeCreated
	case csvimport.Changed:
		return model.ImportOutcomeChanged
	case csvimport.Unchanged:
		return model.ImportOutcomeUnchanged
	}
	return model.ImportOutcomeError
}

func importRecord(rec *csvimport.Record) *model.ImportRecord {
	if rec == nil {
		return nil
	}
	kind := model.ImportKindSets
	if rec.Kind == csvimport.Stages {
		kind = model.ImportKindStages
	}
	return &model.ImportRecord{ID: relay.ID(typeImport, rec.ID), Kind: kind, FileName: rec.FileName,
		Rows: rec.Rows, Created: rec.Created, Changed: rec.Changed, Unchanged: rec.Unchanged,
		AppliedAt: rec.AppliedAt, UndoneAt: rec.UndoneAt, UndoableUntil: rec.AppliedAt.Add(csvimport.UndoWindow)}
}

func applyPayload(res *csvimport.Result) *model.ApplyImportPayload {
	p := res.Plan
	out := &model.ApplyImportPayload{Import: importRecord(res.Import), Rows: p.Rows, Created: p.Created,
		Changed: p.Changed, Unchanged: p.Unchanged, Errors: []*model.ImportRowError{}}
	for _, it := range p.Items {
		if it.Outcome == csvimport.Failed {
			out.Errors = append(out.Errors, &model.ImportRowError{Row: it.Row, Line: it.Line, Message: it.Error})
		}
	}
	return out
}
