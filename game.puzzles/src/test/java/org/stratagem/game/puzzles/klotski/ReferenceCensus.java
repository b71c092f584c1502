package org.stratagem.game.puzzles.klotski;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An independent, deliberately plain reference for the Huarong Dao (Klotski) census, written from
 * specs/puzzles.md and the {@code klotski census} part of specs/cli.md alone. It is used only by
 * tests, to cross-check the production solver and census; it shares no code with them.
 *
 * <p>Board: 4 columns x 5 rows. Pieces: Cao Cao 2x2, five generals (vertical 1 wide x 2 tall or
 * horizontal 2 wide x 1 tall), four soldiers 1x1, two empty cells. Pieces of the same shape and
 * orientation are interchangeable, so a layout is a placement of shapes. Goal: Cao Cao on rows 4-5,
 * columns 2-3 (1-based).
 *
 * <p>Internal representation: a {@code String} of 20 characters, row-major (index = row * 4 + col,
 * 0-based), one shape code per cell:
 * <ul>
 * <li>{@code '.'} empty;</li>
 * <li>{@code 'C'} any of Cao Cao's four cells (there is only one Cao Cao, so this is unambiguous);</li>
 * <li>{@code 'T'} / {@code 'B'} top / bottom cell of a vertical general;</li>
 * <li>{@code 'L'} / {@code 'R'} left / right cell of a horizontal general;</li>
 * <li>{@code 'S'} a soldier.</li>
 * </ul>
 * Two interchangeable pieces swapped give the same string, so equal strings are exactly equal
 * layouts.
 *
 * <p>Metrics: {@code "step"} — one move slides one piece by one cell; {@code "piece"} — one move is
 * any position of one piece reachable by repeated one-cell slides of that piece alone (others fixed),
 * other than its starting position. Distances come from plain breadth-first search over the
 * undirected move graph.
 */
final class ReferenceCensus {
    static final int ROWS = 5;
    static final int COLS = 4;
    static final int CELLS = ROWS * COLS;

    static final String STEP = "step";
    static final String PIECE = "piece";

    /** Goal: Cao Cao's top-left cell at row 4, column 2 (1-based), i.e. row 3, column 1 (0-based). */
    static final int GOAL_ROW = 3;
    static final int GOAL_COL = 1;

    /** Letters for the pieces other than Cao Cao, in row-major order of their top-left cells. */
    private static final String LETTERS = "ABDEFGHIJ";

    private static final int[][] DIRECTIONS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private ReferenceCensus() {
    }

    /**
     * One group of the census.
     *
     * @param horizontal number of horizontal generals, 0..5
     * @param layouts number of layouts (placements of shapes)
     * @param wins layouts with Cao Cao at the goal
     * @param solvable layouts from which a goal layout can be reached (-1 if not computed)
     * @param hardestStep largest least number of step moves to a goal over solvable layouts (-1 if not computed)
     * @param hardestStepLayout one layout needing {@code hardestStep} (the alphabetically smallest text), or null
     * @param hardestPiece largest least number of piece moves to a goal over solvable layouts (-1 if not computed)
     * @param hardestPieceLayout one layout needing {@code hardestPiece} (the alphabetically smallest text), or null
     */
    record Group(int horizontal, long layouts, long wins, long solvable, int hardestStep, String hardestStepLayout,
                 int hardestPiece, String hardestPieceLayout) {
    }

    /**
     * A piece by shape and top-left cell (0-based).
     *
     * @param kind {@code 'C'} Cao Cao, {@code 'V'} vertical general, {@code 'H'} horizontal general,
     *             {@code 'S'} soldier
     */
    record Piece(char kind, int row, int col) {
        int height() {
            return kind == 'C' || kind == 'V' ? 2 : 1;
        }

        int width() {
            return kind == 'C' || kind == 'H' ? 2 : 1;
        }

        Piece moved(int dRow, int dCol) {
            return new Piece(kind, row + dRow, col + dCol);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Census

    /**
     * @param k number of horizontal generals, 0..5
     * @param withDistances whether to run the two breadth-first searches (solvable and hardest)
     * @return the census of group {@code k}
     */
    static Group census(int k, boolean withDistances) {
        List<String> layouts = enumerate(k);
        List<String> wins = new ArrayList<>();
        for (String layout : layouts) {
            if (isWin(layout)) {
                wins.add(layout);
            }
        }
        if (!withDistances) {
            return new Group(k, layouts.size(), wins.size(), -1, -1, null, -1, null);
        }
        Set<String> all = new HashSet<>(layouts);
        Map<String, Integer> stepDistances = distancesFromGoals(wins, STEP, all);
        Map<String, Integer> pieceDistances = distancesFromGoals(wins, PIECE, all);
        if (!stepDistances.keySet().equals(pieceDistances.keySet())) {
            // A piece move is a sequence of step moves and a step move is a piece move: same components.
            throw new IllegalStateException("the two metrics reach different layouts in group " + k);
        }
        Hardest step = hardest(stepDistances);
        Hardest piece = hardest(pieceDistances);
        return new Group(k, layouts.size(), wins.size(), stepDistances.size(), step.distance, step.layout,
                piece.distance, piece.layout);
    }

    private record Hardest(int distance, String layout) {
    }

    /** The largest distance and, among the layouts at that distance, the alphabetically smallest text. */
    private static Hardest hardest(Map<String, Integer> distances) {
        int max = -1;
        String best = null;
        for (Map.Entry<String, Integer> entry : distances.entrySet()) {
            int d = entry.getValue();
            String text = toText(entry.getKey());
            if (d > max || (d == max && text.compareTo(best) < 0)) {
                max = d;
                best = text;
            }
        }
        return new Hardest(max, best);
    }

    /**
     * Multi-source breadth-first search from all goal layouts of a group (the move graph is undirected:
     * every move can be undone by one move of the same piece).
     *
     * @param all every layout of the group; every layout reached must be one of them (a sanity check)
     * @return least number of moves to a goal layout, for every layout that can reach one
     */
    static Map<String, Integer> distancesFromGoals(List<String> goals, String metric, Set<String> all) {
        Map<String, Integer> distance = new HashMap<>(2 * all.size());
        ArrayDeque<String> queue = new ArrayDeque<>();
        for (String goal : goals) {
            distance.put(goal, 0);
            queue.add(goal);
        }
        while (!queue.isEmpty()) {
            String layout = queue.poll();
            int next = distance.get(layout) + 1;
            for (String neighbour : neighbours(layout, metric)) {
                if (!distance.containsKey(neighbour)) {
                    if (!all.contains(neighbour)) {
                        throw new IllegalStateException("move left the group: " + toText(layout) + " -> " + neighbour);
                    }
                    distance.put(neighbour, next);
                    queue.add(neighbour);
                }
            }
        }
        return distance;
    }

    /**
     * Breadth-first search forward from one layout to the nearest goal layout.
     *
     * @param layout a layout in the letter notation, e.g. {@code ACCB/ACCB/DEEF/DGHF/I..J}
     * @param metric {@code "step"} or {@code "piece"}
     * @return the least number of moves to a goal layout (0 for a goal layout), or -1 if none can be reached
     */
    static int distance(String layout, String metric) {
        String start = fromText(layout);
        checkMetric(metric);
        Map<String, Integer> distance = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        distance.put(start, 0);
        queue.add(start);
        while (!queue.isEmpty()) {
            String current = queue.poll();
            int d = distance.get(current);
            if (isWin(current)) {
                return d; // first goal dequeued in breadth-first order is a nearest one
            }
            for (String neighbour : neighbours(current, metric)) {
                if (!distance.containsKey(neighbour)) {
                    distance.put(neighbour, d + 1);
                    queue.add(neighbour);
                }
            }
        }
        return -1;
    }

    private static void checkMetric(String metric) {
        if (!STEP.equals(metric) && !PIECE.equals(metric)) {
            throw new IllegalArgumentException("metric must be step or piece: " + metric);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Enumeration: fill the first unfilled cell (row-major) with each kind of piece that fits.

    private static final char UNFILLED = '?';

    /** Every layout with {@code k} horizontal generals, each once. */
    static List<String> enumerate(int k) {
        if (k < 0 || k > 5) {
            throw new IllegalArgumentException("k must be 0..5: " + k);
        }
        char[] grid = new char[CELLS];
        java.util.Arrays.fill(grid, UNFILLED);
        // remaining counts: Cao Cao, vertical, horizontal, soldier, empty
        int[] remaining = {1, 5 - k, k, 4, 2};
        List<String> out = new ArrayList<>();
        fill(grid, remaining, out);
        return out;
    }

    private static final char[] KINDS = {'C', 'V', 'H', 'S', '.'};

    private static void fill(char[] grid, int[] remaining, List<String> out) {
        int cell = -1;
        for (int i = 0; i < CELLS; i++) {
            if (grid[i] == UNFILLED) {
                cell = i;
                break;
            }
        }
        if (cell < 0) {
            out.add(new String(grid));
            return;
        }
        int row = cell / COLS;
        int col = cell % COLS;
        for (int kind = 0; kind < KINDS.length; kind++) {
            if (remaining[kind] == 0) {
                continue;
            }
            if (KINDS[kind] == '.') {
                grid[cell] = '.';
                remaining[kind]--;
                fill(grid, remaining, out);
                remaining[kind]++;
                grid[cell] = UNFILLED;
                continue;
            }
            // The first unfilled cell must be the top-left cell of the piece covering it: every
            // earlier cell is already covered by a piece placed whole.
            Piece piece = new Piece(KINDS[kind], row, col);
            if (fitsOn(grid, piece, UNFILLED)) {
                stamp(grid, piece);
                remaining[kind]--;
                fill(grid, remaining, out);
                remaining[kind]++;
                erase(grid, piece, UNFILLED);
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // Board helpers

    static boolean isWin(String layout) {
        return layout.charAt(GOAL_ROW * COLS + GOAL_COL) == 'C'
                && layout.charAt(GOAL_ROW * COLS + GOAL_COL + 1) == 'C'
                && layout.charAt((GOAL_ROW + 1) * COLS + GOAL_COL) == 'C'
                && layout.charAt((GOAL_ROW + 1) * COLS + GOAL_COL + 1) == 'C';
    }

    /** Whether every cell of {@code piece} is on the board and holds {@code free}. */
    private static boolean fitsOn(char[] grid, Piece piece, char free) {
        for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
            for (int c = piece.col(); c < piece.col() + piece.width(); c++) {
                if (r < 0 || r >= ROWS || c < 0 || c >= COLS || grid[r * COLS + c] != free) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void stamp(char[] grid, Piece piece) {
        int at = piece.row() * COLS + piece.col();
        switch (piece.kind()) {
            case 'C' -> {
                grid[at] = 'C';
                grid[at + 1] = 'C';
                grid[at + COLS] = 'C';
                grid[at + COLS + 1] = 'C';
            }
            case 'V' -> {
                grid[at] = 'T';
                grid[at + COLS] = 'B';
            }
            case 'H' -> {
                grid[at] = 'L';
                grid[at + 1] = 'R';
            }
            case 'S' -> grid[at] = 'S';
            default -> throw new IllegalArgumentException("kind " + piece.kind());
        }
    }

    private static void erase(char[] grid, Piece piece, char with) {
        for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
            for (int c = piece.col(); c < piece.col() + piece.width(); c++) {
                grid[r * COLS + c] = with;
            }
        }
    }

    /** The pieces of an internal layout, in row-major order of their top-left cells. */
    static List<Piece> pieces(String layout) {
        List<Piece> pieces = new ArrayList<>();
        boolean[] seen = new boolean[CELLS];
        for (int i = 0; i < CELLS; i++) {
            if (seen[i] || layout.charAt(i) == '.') {
                continue;
            }
            char kind = switch (layout.charAt(i)) {
                case 'C' -> 'C';
                case 'T' -> 'V';
                case 'L' -> 'H';
                case 'S' -> 'S';
                default -> throw new IllegalStateException("bad internal layout " + layout + " at " + i);
            };
            Piece piece = new Piece(kind, i / COLS, i % COLS);
            for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
                for (int c = piece.col(); c < piece.col() + piece.width(); c++) {
                    seen[r * COLS + c] = true;
                }
            }
            pieces.add(piece);
        }
        return pieces;
    }

    // ------------------------------------------------------------------------------------------
    // Moves

    /** All layouts one move away, in the given metric (no duplicates). */
    static Set<String> neighbours(String layout, String metric) {
        Set<String> result = new LinkedHashSet<>();
        boolean step = STEP.equals(metric);
        for (Piece piece : pieces(layout)) {
            char[] without = layout.toCharArray();
            erase(without, piece, '.');
            if (step) {
                for (int[] d : DIRECTIONS) {
                    Piece moved = piece.moved(d[0], d[1]);
                    if (fitsOn(without, moved, '.')) {
                        result.add(place(without, moved));
                    }
                }
            } else {
                // every position this piece alone reaches by one-cell slides, others fixed
                Set<Piece> seen = new HashSet<>();
                ArrayDeque<Piece> queue = new ArrayDeque<>();
                seen.add(piece);
                queue.add(piece);
                while (!queue.isEmpty()) {
                    Piece current = queue.poll();
                    for (int[] d : DIRECTIONS) {
                        Piece moved = current.moved(d[0], d[1]);
                        if (fitsOn(without, moved, '.') && seen.add(moved)) {
                            queue.add(moved);
                        }
                    }
                }
                for (Piece position : seen) {
                    if (!position.equals(piece)) {
                        result.add(place(without, position));
                    }
                }
            }
        }
        return result;
    }

    private static String place(char[] without, Piece piece) {
        char[] grid = without.clone();
        stamp(grid, piece);
        return new String(grid);
    }

    // ------------------------------------------------------------------------------------------
    // Text notation: 5 rows of 4 characters joined by '/', '.' empty, one letter per piece.

    /** Internal layout to text: Cao Cao 'C', the other pieces A, B, D, E, ... by top-left cell. */
    static String toText(String layout) {
        char[] out = new char[CELLS];
        java.util.Arrays.fill(out, '.');
        int next = 0;
        for (Piece piece : pieces(layout)) {
            char letter = piece.kind() == 'C' ? 'C' : LETTERS.charAt(next++);
            for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
                for (int c = piece.col(); c < piece.col() + piece.width(); c++) {
                    out[r * COLS + c] = letter;
                }
            }
        }
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < ROWS; r++) {
            if (r > 0) {
                text.append('/');
            }
            text.append(out, r * COLS, COLS);
        }
        return text.toString();
    }

    /** Text to internal layout; shapes are read from the cells. Rejects malformed layouts. */
    static String fromText(String text) {
        String[] rows = text.split("/", -1);
        if (rows.length != ROWS) {
            throw new IllegalArgumentException("need 5 rows separated by '/': " + text);
        }
        char[] cells = new char[CELLS];
        for (int r = 0; r < ROWS; r++) {
            if (rows[r].length() != COLS) {
                throw new IllegalArgumentException("row " + (r + 1) + " must have 4 cells: " + text);
            }
            for (int c = 0; c < COLS; c++) {
                char ch = rows[r].charAt(c);
                if (ch != '.' && !(ch >= 'A' && ch <= 'Z') && !(ch >= 'a' && ch <= 'z')) {
                    throw new IllegalArgumentException("cell must be '.' or an ASCII letter: '" + ch + "' in " + text);
                }
                cells[r * COLS + c] = ch;
            }
        }
        char[] grid = new char[CELLS];
        java.util.Arrays.fill(grid, '.');
        int empties = 0;
        int[] counts = new int[128];
        boolean[] done = new boolean[128];
        for (int i = 0; i < CELLS; i++) {
            char ch = cells[i];
            if (ch == '.') {
                empties++;
                continue;
            }
            if (done[ch]) {
                continue;
            }
            done[ch] = true;
            int minR = ROWS, maxR = -1, minC = COLS, maxC = -1, n = 0;
            for (int j = 0; j < CELLS; j++) {
                if (cells[j] == ch) {
                    n++;
                    minR = Math.min(minR, j / COLS);
                    maxR = Math.max(maxR, j / COLS);
                    minC = Math.min(minC, j % COLS);
                    maxC = Math.max(maxC, j % COLS);
                }
            }
            int height = maxR - minR + 1;
            int width = maxC - minC + 1;
            if (n != height * width) {
                throw new IllegalArgumentException("piece " + ch + " is not a filled rectangle: " + text);
            }
            char kind;
            if (height == 2 && width == 2) {
                kind = 'C';
            } else if (height == 2 && width == 1) {
                kind = 'V';
            } else if (height == 1 && width == 2) {
                kind = 'H';
            } else if (height == 1 && width == 1) {
                kind = 'S';
            } else {
                throw new IllegalArgumentException("piece " + ch + " has no legal shape (" + width + "x" + height
                        + "): " + text);
            }
            counts[kind]++;
            stamp(grid, new Piece(kind, minR, minC));
        }
        if (counts['C'] != 1) {
            throw new IllegalArgumentException("need exactly one 2x2 piece, found " + counts['C'] + ": " + text);
        }
        if (counts['V'] + counts['H'] != 5) {
            throw new IllegalArgumentException("need five generals, found " + (counts['V'] + counts['H']) + ": " + text);
        }
        if (counts['S'] != 4) {
            throw new IllegalArgumentException("need four soldiers, found " + counts['S'] + ": " + text);
        }
        if (empties != 2) {
            throw new IllegalArgumentException("need two empty cells, found " + empties + ": " + text);
        }
        return new String(grid);
    }

    /** Number of horizontal generals in an internal layout. */
    static int horizontalCount(String layout) {
        int n = 0;
        for (int i = 0; i < CELLS; i++) {
            if (layout.charAt(i) == 'L') {
                n++;
            }
        }
        return n;
    }

    /** Prints the census (with distances) of the groups named on the command line, or all, with timings. */
    public static void main(String[] args) {
        List<Integer> groups = new ArrayList<>();
        for (String arg : args) {
            groups.add(Integer.parseInt(arg));
        }
        if (groups.isEmpty()) {
            groups = List.of(0, 1, 2, 3, 4, 5);
        }
        for (int k : groups) {
            long t0 = System.nanoTime();
            List<String> layouts = enumerate(k);
            List<String> wins = layouts.stream().filter(ReferenceCensus::isWin).toList();
            Set<String> all = new HashSet<>(layouts);
            long t1 = System.nanoTime();
            Map<String, Integer> step = distancesFromGoals(wins, STEP, all);
            Hardest hs = hardest(step);
            long t2 = System.nanoTime();
            Map<String, Integer> piece = distancesFromGoals(wins, PIECE, all);
            Hardest hp = hardest(piece);
            long t3 = System.nanoTime();
            System.out.printf("k=%d layouts=%d wins=%d solvable=%d/%d hardestStep=%d %s hardestPiece=%d %s"
                            + " | enumerate %d ms, step BFS %d ms, piece BFS %d ms%n",
                    k, layouts.size(), wins.size(), step.size(), piece.size(), hs.distance, hs.layout,
                    hp.distance, hp.layout, (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000);
        }
    }
}
