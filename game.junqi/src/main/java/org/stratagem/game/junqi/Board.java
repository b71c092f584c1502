package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;

/**
 * The board as data: its cells, their roads and railways, and the Zobrist keys of pieces on them. Built
 * once for each of the two boards ({@link #SIGUO}, {@link #DUEL}), immutable, and shared by every position;
 * every question move generation asks of it is an array look-up, so that generating moves allocates nothing.
 *
 * <p>Geometry ({@code ../shared/specs/junqi.md}). Cells lie on a 17 x 17 grid, x to the right and y
 * downward. Each seat owns a 6 x 5 area of rows r = 0 (front) .. 5 (back) and columns c = 0..4 from the
 * seat's own left: South (seat 0) at (6 + c, 11 + r), East (1) at (11 + r, 10 - c), North (2) at
 * (10 - c, 5 - r), West (3) at (5 - r, 6 + c). The {@code local} index of a cell in its area is
 * {@code 5 r + c}, the order of a lineup. Camps stand at (r, c) = (1, 1), (1, 3), (2, 2), (3, 1), (3, 3),
 * headquarters at (5, 1) and (5, 3). Railway cells are rows 0 and 4 and columns 0 and 4 (rows 0..4) of
 * every area, and the centre stations; row 5 is road only.
 * <ul>
 * <li>Siguo: four areas and nine centre stations at x, y in {6, 8, 10}, 129 cells. Roads join orthogonal
 *     neighbours of the grid, and a camp to its diagonal neighbours. Railways join orthogonal neighbouring
 *     railway cells, the stations 2 apart, and four corner curves join a seat's column 4 to the next seat's
 *     column 0: (10, 11)-(11, 10), (11, 6)-(10, 5), (6, 5)-(5, 6), (5, 10)-(6, 11).</li>
 * <li>Duel (two-player Junqi): the South and North areas alone, 60 cells, front to front: the front row
 *     of South (y = 11) faces that of North (y = 5) cell for cell at the same x, and they are joined at
 *     columns 0, 2 and 4 only, x = 6, 8 and 10 (South's columns 0, 2, 4 are North's 4, 2, 0), by links that
 *     are both road and railway; columns 1 and 3 do not cross. There is no centre and there are no curves,
 *     so columns 0 and 4 of the two areas make two straight railway lines of ten cells, x = 6 and x = 10,
 *     and the middle crossing a railway line of two cells. Seats 1 and 3 have no area: they are absent, out
 *     of the game from the start, and belong nominally to the teams of seats 0 and 2, {0, 1} against
 *     {2, 3}, so that the seat numbers are those of the jbrain protocol.</li>
 * </ul>
 *
 * <p>Railway lines: a non-engineer moves along one line, straight or bent. The straight lines are the
 * maximal runs of railway links along one grid row or column (a station link spans 2); the bent lines
 * are a seat's column 4 (back to front), its curve, and the next seat's column 0 (front to back). Each
 * cell keeps its rays: from the cell outward along every line through it, each direction once.
 */
final class Board {
    /** The side of the grid. */
    static final int GRID = 17;
    /** The rows of an area, front to back. */
    static final int ROWS = 6;
    /** The columns of an area. */
    static final int COLUMNS = 5;
    /** The cells of an area: the tokens of a lineup. */
    static final int AREA = ROWS * COLUMNS;
    /** The seats of both boards: a duel has two absent seats. */
    static final int SEATS = 4;

    /** The grid x (and y) of the centre stations; declared before the boards, which read it. */
    private static final int[] STATIONS = {6, 8, 10};

    /** Four seats: South, East, North, West, around the nine stations of the centre. */
    static final Board SIGUO = new Board(false);
    /** Two seats, South and North, front to front. */
    static final Board DUEL = new Board(true);


    private final boolean duel;
    private final int size;
    private final int[] x;
    private final int[] y;
    private final int[] areaOf;
    private final int[] local;
    private final int[] cellAt = new int[GRID * GRID];
    private final int[] areaStart = {-1, -1, -1, -1};
    private final int[] teamOf;
    private final boolean[] camp;
    private final boolean[] headquarters;
    private final boolean[] railway;
    private final CellLists roads;
    private final CellLists rails;
    private final CellLists rays;
    private final long[] pieceKeys;

    private Board(boolean duel) {
        this.duel = duel;
        teamOf = duel ? new int[] {0, 0, 1, 1} : new int[] {0, 1, 0, 1};
        List<int[]> cells = new ArrayList<>();
        for (int seat = 0; seat < SEATS; seat++) {
            if (duel && seat % 2 == 1) {
                continue;
            }
            areaStart[seat] = cells.size();
            for (int i = 0; i < AREA; i++) {
                cells.add(new int[] {gridX(seat, i / COLUMNS, i % COLUMNS), gridY(seat, i / COLUMNS, i % COLUMNS), seat, i});
            }
        }
        if (!duel) {
            for (int sy : STATIONS) {
                for (int sx : STATIONS) {
                    cells.add(new int[] {sx, sy, -1, -1});
                }
            }
        }
        size = cells.size();
        x = new int[size];
        y = new int[size];
        areaOf = new int[size];
        local = new int[size];
        camp = new boolean[size];
        headquarters = new boolean[size];
        railway = new boolean[size];
        Arrays.fill(cellAt, -1);
        for (int cell = 0; cell < size; cell++) {
            int[] c = cells.get(cell);
            x[cell] = c[0];
            y[cell] = c[1];
            areaOf[cell] = c[2];
            local[cell] = c[3];
            cellAt[c[1] * GRID + c[0]] = cell;
            camp[cell] = c[3] >= 0 && isCamp(c[3]);
            headquarters[cell] = c[3] >= 0 && isHeadquarters(c[3]);
            railway[cell] = c[3] < 0 || isRailway(c[3]);
        }
        roads = new CellLists(links(this::roadLinked));
        List<List<Integer>> railLinks = links(this::railLinked);
        rails = new CellLists(railLinks);
        rays = new CellLists(rays(railLinks));
        pieceKeys = new long[size * Piece.CODES];
        SplittableRandom random = new SplittableRandom(duel ? 0x4A554E5149L : 0x5349_4755_4FL);
        for (int i = 0; i < pieceKeys.length; i++) {
            pieceKeys[i] = i % Piece.CODES == Piece.EMPTY ? 0 : random.nextLong();
        }
    }

    private static int gridX(int seat, int r, int c) {
        return switch (seat) {
            case 0 -> 6 + c;
            case 1 -> 11 + r;
            case 2 -> 10 - c;
            default -> 5 - r;
        };
    }

    private static int gridY(int seat, int r, int c) {
        return switch (seat) {
            case 0 -> 11 + r;
            case 1 -> 10 - c;
            case 2 -> 5 - r;
            default -> 6 + c;
        };
    }

    /** @return whether the cell of an area at a local index is a camp */
    static boolean isCamp(int local) {
        int r = local / COLUMNS;
        int c = local % COLUMNS;
        return (r == 1 || r == 3) && (c == 1 || c == 3) || r == 2 && c == 2;
    }

    /** @return whether the cell of an area at a local index is a headquarters */
    static boolean isHeadquarters(int local) {
        return local / COLUMNS == ROWS - 1 && (local % COLUMNS == 1 || local % COLUMNS == 3);
    }

    /** @return whether the cell of an area at a local index lies on the railway */
    static boolean isRailway(int local) {
        int r = local / COLUMNS;
        int c = local % COLUMNS;
        return r < ROWS - 1 && (r == 0 || r == ROWS - 2 || c == 0 || c == COLUMNS - 1);
    }

    private List<List<Integer>> links(BiPredicate<Integer, Integer> linked) {
        List<List<Integer>> links = new ArrayList<>();
        for (int a = 0; a < size; a++) {
            List<Integer> neighbours = new ArrayList<>();
            for (int b = 0; b < size; b++) {
                if (a != b && linked.test(a, b)) {
                    neighbours.add(b);
                }
            }
            links.add(neighbours);
        }
        return links;
    }

    private boolean roadLinked(int a, int b) {
        int dx = Math.abs(x[a] - x[b]);
        int dy = Math.abs(y[a] - y[b]);
        return dx + dy == 1 || dx == 1 && dy == 1 && (camp[a] || camp[b]) || crossing(a, b);
    }

    private boolean railLinked(int a, int b) {
        if (!railway[a] || !railway[b]) {
            return false;
        }
        int dx = Math.abs(x[a] - x[b]);
        int dy = Math.abs(y[a] - y[b]);
        boolean stations = areaOf[a] < 0 && areaOf[b] < 0;
        return dx + dy == 1 || stations && dx + dy == 2 && (dx == 0 || dy == 0) || crossing(a, b) || curve(a, b);
    }

    /** @return whether a and b are the duel's front cells joined at a crossing: same x in 6, 8, 10 */
    private boolean crossing(int a, int b) {
        return duel && x[a] == x[b] && x[a] % 2 == 0 && Math.min(y[a], y[b]) == 5 && Math.max(y[a], y[b]) == 11;
    }

    /** @return whether a and b are the two ends of a corner curve: front-row column 4 and the next seat's column 0 */
    private boolean curve(int a, int b) {
        return !duel && areaOf[a] >= 0 && areaOf[b] >= 0 && (curveFrom(a, b) || curveFrom(b, a));
    }

    private boolean curveFrom(int a, int b) {
        return local[a] == COLUMNS - 1 && local[b] == 0 && areaOf[b] == (areaOf[a] + 1) % SEATS;
    }

    /** @return every ray of every cell, each once: the straight lines and the bent ones, cut at each of their cells */
    private List<List<Integer>> rays(List<List<Integer>> rails) {
        List<List<Integer>> lines = new ArrayList<>();
        for (int[] direction : new int[][] {{1, 0}, {0, 1}}) {
            for (int cell = 0; cell < size; cell++) {
                if (railway[cell] && next(rails, cell, -direction[0], -direction[1]) < 0) {
                    List<Integer> line = new ArrayList<>();
                    for (int at = cell; at >= 0; at = next(rails, at, direction[0], direction[1])) {
                        line.add(at);
                    }
                    if (line.size() > 1) {
                        lines.add(line);
                    }
                }
            }
        }
        if (!duel) {
            for (int seat = 0; seat < SEATS; seat++) {
                List<Integer> line = new ArrayList<>();
                for (int r = ROWS - 2; r >= 0; r--) {
                    line.add(areaStart[seat] + r * COLUMNS + COLUMNS - 1);
                }
                for (int r = 0; r < ROWS - 1; r++) {
                    line.add(areaStart[(seat + 1) % SEATS] + r * COLUMNS);
                }
                lines.add(line);
            }
        }
        List<List<List<Integer>>> raysOf = new ArrayList<>();
        for (int cell = 0; cell < size; cell++) {
            raysOf.add(new ArrayList<>());
        }
        for (List<Integer> line : lines) {
            for (int i = 0; i < line.size(); i++) {
                List<Integer> back = new ArrayList<>(line.subList(0, i));
                Collections.reverse(back);
                for (List<Integer> ray : List.of(new ArrayList<>(line.subList(i + 1, line.size())), back)) {
                    if (!ray.isEmpty() && !raysOf.get(line.get(i)).contains(ray)) {
                        raysOf.get(line.get(i)).add(ray);
                    }
                }
            }
        }
        List<List<Integer>> runs = new ArrayList<>();
        for (List<List<Integer>> cellRays : raysOf) {
            List<Integer> run = new ArrayList<>();
            cellRays.forEach(ray -> {
                run.addAll(ray);
                run.add(-1);
            });
            runs.add(run);
        }
        return runs;
    }

    /** @return the railway neighbour of a cell straight ahead in a grid direction, or -1 */
    private int next(List<List<Integer>> rails, int cell, int dx, int dy) {
        for (int other : rails.get(cell)) {
            int ox = x[other] - x[cell];
            int oy = y[other] - y[cell];
            if (Integer.signum(ox) == dx && Integer.signum(oy) == dy && (dx == 0 ? ox == 0 : oy == 0)) {
                return other;
            }
        }
        return -1;
    }

    /** @return whether this is the two-player board */
    boolean duel() {
        return duel;
    }

    /** @return the number of cells */
    int size() {
        return size;
    }

    /** @return whether a seat has an area on this board (a duel's seats 1 and 3 have none) */
    boolean seated(int seat) {
        return areaStart[seat] >= 0;
    }

    /** @return the team of a seat: {0, 2} against {1, 3}, or in a duel {0, 1} against {2, 3} */
    int teamOf(int seat) {
        return teamOf[seat];
    }

    /** @return the seats of a team, as a mask of bit {@code 1 << seat} */
    int teamMask(int team) {
        int mask = 0;
        for (int seat = 0; seat < SEATS; seat++) {
            mask |= teamOf[seat] == team ? 1 << seat : 0;
        }
        return mask;
    }

    /** @return the seat's partner: the other seat of its team */
    int partnerOf(int seat) {
        return Integer.numberOfTrailingZeros(teamMask(teamOf[seat]) & ~(1 << seat));
    }

    /**
     * @param seat  a seated seat
     * @param local the index in its area, {@code 5 r + c}
     * @return the cell
     */
    int cell(int seat, int local) {
        return areaStart[seat] + local;
    }

    /** @return the cell at grid point (x, y), or -1 if there is none */
    int cellAt(int gx, int gy) {
        return gx < 0 || gy < 0 || gx >= GRID || gy >= GRID ? -1 : cellAt[gy * GRID + gx];
    }

    /** @return the grid x of a cell */
    int x(int cell) {
        return x[cell];
    }

    /** @return the grid y of a cell */
    int y(int cell) {
        return y[cell];
    }

    /** @return the seat whose area holds the cell, or -1 for a centre station */
    int areaOf(int cell) {
        return areaOf[cell];
    }

    /** @return the cell's index in its area, {@code 5 r + c}, or -1 for a centre station */
    int local(int cell) {
        return local[cell];
    }

    /** @return the first cell of the centre stations (they are the last cells), {@link #size()} on a duel board */
    int stations() {
        return duel ? size : size - STATIONS.length * STATIONS.length;
    }

    /** @return whether the cell is a camp, where no piece can be attacked */
    boolean camp(int cell) {
        return camp[cell];
    }

    /** @return whether the cell is a headquarters, where pieces stay (unless the variant lets them move) */
    boolean headquarters(int cell) {
        return headquarters[cell];
    }

    /** @return whether the cell lies on the railway */
    boolean railway(int cell) {
        return railway[cell];
    }

    /** @return the road neighbours of each cell */
    CellLists roads() {
        return roads;
    }

    /** @return the railway neighbours of each cell */
    CellLists rails() {
        return rails;
    }

    /** @return the rays of each cell: runs of cells outward along one railway line, each run ended by -1 */
    CellLists rays() {
        return rays;
    }

    /** @return the Zobrist key of a piece code on a cell; 0 for an empty cell */
    long key(int cell, int code) {
        return pieceKeys[cell * Piece.CODES + code];
    }

    /** @return the cell as the jbrain protocol writes it, {@code x,y} */
    String name(int cell) {
        return x[cell] + "," + y[cell];
    }
}
