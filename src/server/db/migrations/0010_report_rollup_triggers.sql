-- The reports' running totals (schema/report-rollup.ts): what an order counts in a report, written by a trigger on
-- every change of an order in a report status. The functions never fail on a malformed line (a value that is not
-- a whole number counts as missing), so no order write can fail because of them.

-- A whole number from a JSON number or numeric string, else NULL.
CREATE FUNCTION report_int(j jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(j) IN ('number', 'string') AND (j #>> '{}') ~ '^\s*-?[0-9]{1,18}\s*$' THEN (j #>> '{}')::bigint END
$$;
--> statement-breakpoint
-- The items, extras and attributes of an order's lines: an extra's and an attribute's quantity is theirs times the line's.
CREATE FUNCTION report_parts(o_lines jsonb)
  RETURNS TABLE (kind text, category text, category_id text, name text, price bigint, qty bigint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p.kind, l.v->>'category', l.v->>'categoryId', p.name, p.price, p.qty
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o_lines) = 'array' THEN o_lines ELSE '[]'::jsonb END) AS l(v)
  CROSS JOIN LATERAL (
    SELECT 'item' AS kind, l.v->>'name' AS name, report_int(l.v->'price') AS price, report_int(l.v->'qty') AS qty
    UNION ALL
    SELECT 'extra', e.v->>'name', report_int(e.v->'price'), report_int(e.v->'qty') * report_int(l.v->'qty')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.v->'extras') = 'array' THEN l.v->'extras' ELSE '[]'::jsonb END) AS e(v)
    UNION ALL
    SELECT 'attribute', a.v->>'name', report_int(a.v->'additionalPrice'), report_int(a.v->'qty') * report_int(l.v->'qty')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.v->'attributes') = 'array' THEN l.v->'attributes' ELSE '[]'::jsonb END) AS a(v)
  ) AS p
  WHERE jsonb_typeof(l.v) = 'object'
$$;
--> statement-breakpoint
-- What one order counts (sign -1 takes it back): its 'order' row and a row per part.
CREATE FUNCTION report_order_rows(o_restaurant varchar, o_at timestamptz, o_status text, o_total bigint, o_payment text, o_lines jsonb, o_sign int)
  RETURNS TABLE (restaurant_id varchar, at timestamptz, status text, kind text, category text, category_id text, name text, price bigint,
                 n bigint, cnt bigint, amount bigint, card bigint, mobilepay bigint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT $1, $2, $3, 'order', NULL, NULL, NULL, NULL, $7, $7, $7 * $4,
         $7 * (coalesce(lower($5), '') = 'card')::int, $7 * (coalesce(lower($5), '') = 'mobilepay')::int
  UNION ALL
  SELECT $1, $2, $3, p.kind, p.category, p.category_id, p.name, p.price, $7 * coalesce(p.qty, 0), $7, 0, 0, 0
  FROM report_parts($6) AS p
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one INSERT of changes per statement, however many orders it wrote.
CREATE FUNCTION report_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_deltas (restaurant_id, at, status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay)
  SELECT r.* FROM report_new_orders o
  CROSS JOIN LATERAL report_order_rows(o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines, 1) AS r
  WHERE o.status IN ('confirmed', 'completed', 'cancelled', 'refunded');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_deltas (restaurant_id, at, status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay)
  SELECT r.* FROM report_old_orders o
  CROSS JOIN LATERAL report_order_rows(o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines, -1) AS r
  WHERE o.status IN ('confirmed', 'completed', 'cancelled', 'refunded');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update counts only when it changed what a report reads (most updates of an order do not).
CREATE FUNCTION report_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_deltas (restaurant_id, at, status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay)
  SELECT r.* FROM report_old_orders o
  JOIN report_new_orders n ON n.id = o.id
  CROSS JOIN LATERAL (
    SELECT * FROM report_order_rows(o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines, -1)
    WHERE o.status IN ('confirmed', 'completed', 'cancelled', 'refunded')
    UNION ALL
    SELECT * FROM report_order_rows(n.restaurant_id, n.created_at, n.status, n.total_minor, n.payment_type, n.lines, 1)
    WHERE n.status IN ('confirmed', 'completed', 'cancelled', 'refunded')
  ) AS r
  WHERE (o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines)
        IS DISTINCT FROM (n.restaurant_id, n.created_at, n.status, n.total_minor, n.payment_type, n.lines);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS report_new_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER orders_report_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS report_old_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_deleted();
--> statement-breakpoint
CREATE TRIGGER orders_report_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS report_old_orders NEW TABLE AS report_new_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_updated();
--> statement-breakpoint
-- The orders already there count from now on (folded by the next job tick).
INSERT INTO report_deltas (restaurant_id, at, status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay)
SELECT r.* FROM orders o
CROSS JOIN LATERAL report_order_rows(o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines, 1) AS r
WHERE o.status IN ('confirmed', 'completed', 'cancelled', 'refunded');
