package org.stratagem.game.junqi;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * The referee's position: every piece with its true rank, the seat to move, the seats out of the game,
 * each seat's missed turns and the turns since the last collision. Mutable, with make and undo.
 *
 * <p>Moves are {@code from | to << 8}, two cells of the {@link Board}: one road step, or a run along the
 * railway through empty cells, for the engineer by any path ({@link #legalMoves} searches them breadth
 * first) and for every other piece along one straight or bent line; into an empty cell or onto an enemy
 * piece that is not in a camp. Pieces in a headquarters (unless the variant's {@code hq_movable}), mines
 * and the flag never move. A collision is judged in the specification's order: either piece a bomb, both
 * are removed (a seat whose flag a bomb removed is out); the flag taken, its seat is out; a mine stops every attacker but an engineer, which takes
 * its place; equal ranks both die; otherwise the higher rank wins.
 *
 * <p>Two referee moves are not on the board and are never among {@link #legalMoves}, so that searches
 * and random play never choose them: {@link #PASS} (a missed turn: a pass, a timeout or an illegal move;
 * the fifth puts the seat out) and {@link #RESIGN} (the seat is out). {@link #makeMove} plays them at any
 * decision node, {@link #undoMove} takes them back, and {@link JunqiGame#parseMove} reads them.
 *
 * <p>After every move the turn goes to the next seat in the order 0, 1, 2, 3 that is still in the game;
 * a seat that has no move when its turn comes is out, and the turn goes on. A seat out of the game
 * loses all its pieces. The game ends when both seats of a team are out (the other team wins, 1 against
 * -1) or when {@code draw_after} turns in a row had no collision (0 each); every turn without a collision,
 * passes and resignations included, counts one, and a collision resets the count.
 *
 * <p>The key is Zobrist's: a random number for each (cell, piece code) pair, where the code includes
 * the piece's marks ({@link Piece}), combined with hashes of the seat to move, the seats out, the missed
 * turns and the count of quiet turns; all of it is kept by make and undo, which allocate nothing once the
 * history has grown to the game's length.
 */
final class JunqiPosition implements Position {
    /** The referee move of a missed turn. */
    static final int PASS = 1 << 16;
    /** The referee move of a resignation. */
    static final int RESIGN = PASS + 1;
    /** The missed turns that put a seat out. */
    static final int MISSED_TURNS_OUT = 5;

    private static final int RUNNING = -1;
    private static final int DRAW = 2;
    private static final int CELL_BITS = 8;
    private static final int CELL_MASK = (1 << CELL_BITS) - 1;
    /** The fields of one move in {@link #history}: what it changed, to take it back. */
    private static final int H_MOVE = 0;
    private static final int H_FROM = 1;
    private static final int H_TO = 2;
    private static final int H_TURN = 3;
    private static final int H_OUT = 4;
    private static final int H_MISSED = 5;
    private static final int H_QUIET = 6;
    private static final int H_REMOVED = 7;
    private static final int H_FIELDS = 8;

    private final Variant variant;
    private final Board board;
    private final int[] cells;
    private int turn;
    /** The seats out of the game, bit {@code 1 << seat}. */
    private int out;
    /** The missed turns of each seat, 4 bits a seat. */
    private int missed;
    private int quiet;
    private int outcome;
    private long piecesKey;
    private long key;

    private int plies;
    private int[] history = new int[64 * H_FIELDS];
    private long[] keys = new long[64 * 2];
    /** The pieces of the seats put out, {@code cell << 8 | code}, to be put back by undo. */
    private int[] removed = new int[64];
    private int removedCount;

    /** Scratch of move generation: marks of this {@link #stamp}, and the engineer's breadth-first queue. */
    private final int[] listed;
    private final int[] reached;
    private final int[] queue;
    private int stamp;

    /**
     * The initial position: each seat's lineup on its area, every piece unmoved.
     *
     * @param variant the rules
     * @param lineups the lineup of each seat, indexed by seat; null for a seat with no area
     * @param first   the seat that moves first, one with an area
     */
    JunqiPosition(Variant variant, Lineup[] lineups, int first) {
        this(variant, deploy(variant.board(), lineups), first, absent(variant.board()), 0, 0);
    }

    /**
     * A position from its parts, which must be consistent: {@link PositionNotation} checks them.
     *
     * @param variant the rules
     * @param cells   the piece code of every cell (copied)
     * @param turn    the seat to move (or that would, at the end of the game)
     * @param out     the seats out of the game, bit {@code 1 << seat}
     * @param missed  the missed turns of each seat, 4 bits a seat, seat 0 lowest
     * @param quiet   the turns since the last collision
     */
    JunqiPosition(Variant variant, int[] cells, int turn, int out, int missed, int quiet) {
        this.variant = variant;
        this.board = variant.board();
        this.cells = cells.clone();
        this.turn = turn;
        this.out = out;
        this.missed = missed;
        this.quiet = quiet;
        for (int cell = 0; cell < cells.length; cell++) {
            piecesKey ^= board.key(cell, cells[cell]);
        }
        key = piecesKey ^ scalarKey();
        outcome = judge();
        listed = new int[board.size()];
        reached = new int[board.size()];
        queue = new int[board.size()];
    }

    private JunqiPosition(JunqiPosition other) {
        this(other.variant, other.cells, other.turn, other.out, other.missed, other.quiet);
        plies = other.plies;
        history = other.history.clone();
        keys = other.keys.clone();
        removed = other.removed.clone();
        removedCount = other.removedCount;
    }

    private static int[] deploy(Board board, Lineup[] lineups) {
        int[] cells = new int[board.size()];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                for (int local = 0; local < Board.AREA; local++) {
                    Rank rank = lineups[seat].rankAt(local);
                    if (rank != null) {
                        cells[board.cell(seat, local)] = Piece.of(seat, rank) | (local < Board.COLUMNS ? Piece.FRONT : 0);
                    }
                }
            }
        }
        return cells;
    }

    private static int absent(Board board) {
        int out = 0;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            out |= board.seated(seat) ? 0 : 1 << seat;
        }
        return out;
    }

    /** @return the move of a piece from one cell to another */
    static int move(int from, int to) {
        return from | to << CELL_BITS;
    }

    /** @return the cell a board move starts from */
    static int from(int move) {
        return move & CELL_MASK;
    }

    /** @return the cell a board move goes to */
    static int to(int move) {
        return move >>> CELL_BITS & CELL_MASK;
    }

    /** @return the rules */
    Variant variant() {
        return variant;
    }

    /** @return the board */
    Board board() {
        return board;
    }

    /** @return the piece code on a cell, {@link Piece#EMPTY} if none */
    int code(int cell) {
        return cells[cell];
    }

    /** @return the seat to move, or that would move if the game were not over */
    int turn() {
        return turn;
    }

    /** @return whether a seat is out of the game (a duel's absent seats are) */
    boolean isOut(int seat) {
        return (out & 1 << seat) != 0;
    }

    /** @return the seats out of the game, bit {@code 1 << seat} */
    int outSeats() {
        return out;
    }

    /** @return the turns a seat has missed */
    int missed(int seat) {
        return missed >>> 4 * seat & 15;
    }

    /** @return the missed turns of each seat, 4 bits a seat, seat 0 lowest */
    int missedTurns() {
        return missed;
    }

    /** @return the turns in a row without a collision */
    int quiet() {
        return quiet;
    }

    /**
     * @param seat a seat
     * @return whether the seat's flag stands where every seat may see it: the seat is in the game and its
     *         commander has died
     */
    boolean flagRevealed(int seat) {
        if (isOut(seat)) {
            return false;
        }
        int commander = Piece.of(seat, Rank.COMMANDER);
        for (int code : cells) {
            if ((code & Piece.IDENTITY) == commander) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int seatToMove() {
        return outcome == RUNNING ? turn : NOBODY;
    }

    @Override
    public boolean isTerminal() {
        return outcome != RUNNING;
    }

    @Override
    public void legalMoves(MoveList moves) {
        moves.clear();
        if (outcome == RUNNING) {
            movesOf(turn, moves);
        }
    }

    /**
     * The moves a seat's pieces could make on this board, whoever is to move: what {@link #legalMoves}
     * gives when it is the seat's turn.
     *
     * @param seat  a seat
     * @param moves the list the moves are added to
     */
    void movesOf(int seat, MoveList moves) {
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != Piece.EMPTY && Piece.owner(code) == seat && movable(cell, code)) {
                pieceMoves(cell, code, moves);
            }
        }
    }

    private boolean movable(int cell, int code) {
        int rank = Piece.rank(code);
        return rank != Piece.MINE && rank != Piece.FLAG && (variant.hqMovable() || !board.headquarters(cell));
    }

    /** Lists the moves of one piece, each destination once: railway runs first, then road steps. */
    private void pieceMoves(int from, int code, MoveList moves) {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(listed, 0);
            Arrays.fill(reached, 0);
            stamp = 1;
        }
        int team = board.teamOf(Piece.owner(code));
        if (board.railway(from)) {
            if (Piece.rank(code) == Piece.ENGINEER) {
                engineerRuns(from, team, moves);
            } else {
                lineRuns(from, team, moves);
            }
        }
        CellLists roads = board.roads();
        for (int i = roads.start(from); i < roads.end(from); i++) {
            target(from, roads.at(i), team, moves);
        }
    }

    /** Along each ray of the cell: the empty cells, and the first piece met if it can be attacked. */
    private void lineRuns(int from, int team, MoveList moves) {
        CellLists rays = board.rays();
        int i = rays.start(from);
        int end = rays.end(from);
        while (i < end) {
            int to = rays.at(i++);
            if (to < 0 || cells[to] == Piece.EMPTY) {
                if (to >= 0) {
                    target(from, to, team, moves);
                }
                continue;
            }
            target(from, to, team, moves);
            while (rays.at(i) >= 0) {
                i++;
            }
        }
    }

    /** Breadth first through empty railway cells: every cell reached, and every piece met that can be attacked. */
    private void engineerRuns(int from, int team, MoveList moves) {
        CellLists rails = board.rails();
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        reached[from] = stamp;
        while (head < tail) {
            int cell = queue[head++];
            for (int i = rails.start(cell); i < rails.end(cell); i++) {
                int next = rails.at(i);
                if (reached[next] != stamp) {
                    reached[next] = stamp;
                    target(from, next, team, moves);
                    if (cells[next] == Piece.EMPTY) {
                        queue[tail++] = next;
                    }
                }
            }
        }
    }

    /** Lists the move to a cell once, if the cell is empty or holds an enemy piece outside a camp. */
    private void target(int from, int to, int team, MoveList moves) {
        if (listed[to] != stamp) {
            listed[to] = stamp;
            if (open(to, team)) {
                moves.add(move(from, to));
            }
        }
    }

    /** @return whether a piece of the team may enter the cell: it is empty, or an enemy piece stands there outside a camp */
    private boolean open(int cell, int team) {
        int code = cells[cell];
        return code == Piece.EMPTY || board.teamOf(Piece.owner(code)) != team && !board.camp(cell);
    }

    /**
     * @param seat a seat in the game
     * @return whether the seat has a move: a piece that can move with an open road or railway neighbour
     *         (every railway neighbour begins some line, so any piece can go there)
     */
    boolean hasMove(int seat) {
        int team = board.teamOf(seat);
        CellLists roads = board.roads();
        CellLists rails = board.rails();
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code == Piece.EMPTY || Piece.owner(code) != seat || !movable(cell, code)) {
                continue;
            }
            for (int i = roads.start(cell); i < roads.end(cell); i++) {
                if (open(roads.at(i), team)) {
                    return true;
                }
            }
            for (int i = rails.start(cell); i < rails.end(cell); i++) {
                if (open(rails.at(i), team)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public void makeMove(int move) {
        remember(move);
        int mover = turn;
        if (move == PASS) {
            int count = missed(mover) + 1;
            missed += 1 << 4 * mover;
            quiet++;
            if (count >= MISSED_TURNS_OUT) {
                eliminate(mover);
            }
        } else if (move == RESIGN) {
            quiet++;
            eliminate(mover);
        } else {
            int from = from(move);
            int to = to(move);
            int attacker = cells[from] | Piece.MOVED;
            int defender = cells[to];
            set(from, Piece.EMPTY);
            if (defender == Piece.EMPTY) {
                set(to, attacker);
                quiet++;
            } else {
                quiet = 0;
                collide(to, attacker, defender);
            }
        }
        finishTurn(mover);
        key = piecesKey ^ scalarKey();
    }

    /**
     * Plays a board move whose collision is judged by the caller, not by the ranks on the cells: the
     * move of a belief state ({@code BeliefPosition}), where the cells hold stand-ins for hidden ranks and
     * a chance outcome says how the attack ended. Everything else is as {@link #makeMove}: the turn, the
     * quiet turns, the key, and {@link #undoMove} takes it back.
     *
     * @param move       a legal board move
     * @param clash      how it ended: {@link Collision#MOVE} exactly when the target is empty
     * @param flagTaken  whether the defender was its seat's flag, so that the seat is out
     */
    void makeJudgedMove(int move, Collision clash, boolean flagTaken) {
        remember(move);
        int mover = turn;
        int to = to(move);
        int attacker = cells[from(move)] | Piece.MOVED;
        int defender = cells[to];
        set(from(move), Piece.EMPTY);
        quiet = clash == Collision.MOVE ? quiet + 1 : 0;
        if (clash == Collision.MOVE || clash == Collision.TAKE) {
            set(to, attacker);
        } else if (clash == Collision.TRADE) {
            set(to, Piece.EMPTY);
        }
        if (flagTaken) {
            eliminate(Piece.owner(defender));
        }
        finishTurn(mover);
        key = piecesKey ^ scalarKey();
    }

    /** Judges the attack of a piece (lifted from its cell) on a cell, in the specification's order. */
    private void collide(int to, int attacker, int defender) {
        int a = Piece.rank(attacker);
        int d = Piece.rank(defender);
        if (a == Piece.BOMB || d == Piece.BOMB) {
            set(to, Piece.EMPTY);
            if (d == Piece.FLAG) {
                eliminate(Piece.owner(defender));
            }
        } else if (d == Piece.FLAG) {
            set(to, attacker);
            eliminate(Piece.owner(defender));
        } else if (d == Piece.MINE) {
            if (a == Piece.ENGINEER) {
                set(to, attacker);
            }
        } else if (a == d) {
            set(to, Piece.EMPTY);
        } else if (a < d) {
            set(to, attacker);
        }
    }

    /** Gives the turn to the next seat in the game that can move, putting out those that cannot, unless the game is over. */
    private void finishTurn(int mover) {
        int seat = mover;
        while (true) {
            outcome = judge();
            int next = nextSeat(seat);
            if (outcome != RUNNING || hasMove(next)) {
                turn = next;
                return;
            }
            eliminate(next);
            seat = next;
        }
    }

    /** @return the first seat after the given one, in turn order, still in the game */
    private int nextSeat(int seat) {
        for (int i = 1; i < Board.SEATS; i++) {
            int next = (seat + i) % Board.SEATS;
            if (!isOut(next)) {
                return next;
            }
        }
        return seat;
    }

    /** @return the team that has won, {@link #DRAW}, or {@link #RUNNING} */
    private int judge() {
        for (int team = 0; team < 2; team++) {
            int seats = board.teamMask(team);
            if ((out & seats) == seats) {
                return 1 - team;
            }
        }
        return quiet >= variant.drawAfter() ? DRAW : RUNNING;
    }

    /** Puts a seat out of the game: its pieces leave the board. */
    private void eliminate(int seat) {
        out |= 1 << seat;
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != Piece.EMPTY && Piece.owner(code) == seat) {
                if (removedCount == removed.length) {
                    removed = Arrays.copyOf(removed, 2 * removed.length);
                }
                removed[removedCount++] = cell << CELL_BITS | code;
                set(cell, Piece.EMPTY);
            }
        }
    }

    private void set(int cell, int code) {
        piecesKey ^= board.key(cell, cells[cell]) ^ board.key(cell, code);
        cells[cell] = code;
    }

    /** Records what the move will change, so that {@link #undoMove()} can restore it. */
    private void remember(int move) {
        if ((plies + 1) * H_FIELDS > history.length) {
            history = Arrays.copyOf(history, 2 * history.length);
            keys = Arrays.copyOf(keys, 2 * keys.length);
        }
        int base = plies * H_FIELDS;
        boolean onBoard = move < PASS;
        history[base + H_MOVE] = move;
        history[base + H_FROM] = onBoard ? cells[from(move)] : Piece.EMPTY;
        history[base + H_TO] = onBoard ? cells[to(move)] : Piece.EMPTY;
        history[base + H_TURN] = turn;
        history[base + H_OUT] = out;
        history[base + H_MISSED] = missed;
        history[base + H_QUIET] = quiet;
        history[base + H_REMOVED] = removedCount;
        keys[2 * plies] = key;
        keys[2 * plies + 1] = piecesKey;
        plies++;
    }

    @Override
    public void undoMove() {
        if (plies == 0) {
            throw new IllegalStateException("no move to take back");
        }
        plies--;
        int base = plies * H_FIELDS;
        while (removedCount > history[base + H_REMOVED]) {
            int entry = removed[--removedCount];
            cells[entry >>> CELL_BITS] = entry & CELL_MASK;
        }
        int move = history[base + H_MOVE];
        if (move < PASS) {
            cells[from(move)] = history[base + H_FROM];
            cells[to(move)] = history[base + H_TO];
        }
        turn = history[base + H_TURN];
        out = history[base + H_OUT];
        missed = history[base + H_MISSED];
        quiet = history[base + H_QUIET];
        key = keys[2 * plies];
        piecesKey = keys[2 * plies + 1];
        outcome = judge();
    }

    @Override
    public int movesMade() {
        return plies;
    }

    /** @return the moves made since this position was deployed or parsed, in order, referee moves included */
    int[] movesPlayed() {
        int[] moves = new int[plies];
        for (int ply = 0; ply < plies; ply++) {
            moves[ply] = history[ply * H_FIELDS + H_MOVE];
        }
        return moves;
    }

    /** @return a copy of the position this one was deployed or parsed as, before its {@link #movesPlayed} */
    JunqiPosition start() {
        JunqiPosition start = copy();
        while (start.plies > 0) {
            start.undoMove();
        }
        return start;
    }

    @Override
    public long key() {
        return key;
    }

    private long scalarKey() {
        return mix(1L << 40 | turn) ^ mix(2L << 40 | out) ^ mix(3L << 40 | missed) ^ mix(4L << 40 | quiet);
    }

    /** The finaliser of SplitMix64: a bijection of 64-bit values that scatters nearby inputs. */
    static long mix(long value) {
        long z = (value ^ value >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }

    /** A won game is worth 1 to the winners and -1 to the losers; a draw 0 to both. */
    @Override
    public int terminalValue(int team) {
        if (outcome == RUNNING) {
            throw new IllegalStateException("the game is not over");
        }
        return outcome == DRAW ? 0 : outcome == team ? 1 : -1;
    }

    @Override
    public JunqiPosition copy() {
        return new JunqiPosition(this);
    }
}
