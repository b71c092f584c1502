package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.command.MatchScore;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/**
 * Measurements of playing strength, not tests: each runs only when its system property asks, and
 * prints what it measured.
 *
 * <ul>
 * <li>{@code -Dgomoku.strength=true}: the forced wins of {@value #FORCED_WINS} (positions of 15x15
 * games under freestyle, standard and renju where the side to move has a proven VCF or VCT, found by
 * {@link #generateForcedWins}): the share where alpha-beta (default generator and evaluator, the game's
 * oracle) plays a winning move, judged by {@link WinVerifier}, at a fixed node count
 * ({@code -Dgomoku.nodes}, default 200 000: machine-independent) and at a time limit
 * ({@code -Dgomoku.millis}, default 2000; 0 skips it); {@code -Dgomoku.player} (as for a match, below;
 * default {@code threats+vct}) measures another player.</li>
 * <li>{@code -Dgomoku.match=A:B}: a match of two players, each {@code GENERATOR+ORACLE[+noq][+exact][+tN]} with
 * GENERATOR {@code threats}, {@code nearby} or {@code legal}, ORACLE {@code vct} (the game's: VCF,
 * then VCT in the probes of the root), {@code vctall} (VCT in every probe) or {@code vcf} (fours only), {@code noq} for no quiescence search past the horizon and
 * {@code exact} for none of the prunings and extensions the game recommends (late move reductions, null move,
 * single-reply extension: alphabeta as the platform configures it applies them), {@code tN} for N search threads
 * (Lazy SMP; 1 without it), e.g.
 * {@code threats+vct:nearby+vcf+noq}; from
 * {@code -Dgomoku.openings} random 4-stone openings near the centre (default 20, seeded), each played
 * with both colours, {@code -Dgomoku.nodes} a move (default 20 000) or {@code -Dgomoku.millis}, freestyle
 * 15x15. Prints W/D/L and
 * the Elo difference with its 95% margin.</li>
 * <li>{@code -Dgomoku.generate=FILE}: writes a new set of forced wins to FILE, from self-play;
 * {@code -Dgomoku.wins=FILE} measures such a set instead of the committed one.</li>
 * </ul>
 * Run one with {@code mvn -B -ntp -o -pl game.gomoku -am verify -Dtest=GomokuStrengthTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dgomoku.strength=true}.
 */
class GomokuStrengthTest {
    /** The committed set of forced wins, a resource beside this class. */
    static final String FORCED_WINS = "forced-wins.txt";
    /** The budget of each search of the judge. */
    private static final long JUDGE_NODES = 1_000_000;
    /** The budget of the search for a forced win in each position of a self-play game. */
    private static final long SPOT_NODES = 200_000;
    /** The default budget of the search for a forced win before the one spotted ({@code -Dgomoku.deepNodes}). */
    private static final long DEEP_NODES = 2_000_000;

    @Test
    @EnabledIfSystemProperty(named = "gomoku.strength", matches = "true")
    void forcedWins() {
        List<ForcedWin> wins = ForcedWin.load();
        WinVerifier judge = new WinVerifier(JUDGE_NODES);
        long nodes = Long.getLong("gomoku.nodes", 200_000);
        long millis = Long.getLong("gomoku.millis", 2000);
        Player player = Player.parse(System.getProperty("gomoku.player", "threats+vct"));
        report(wins, judge, player, SearchLimits.nodes(nodes), nodes + " nodes");
        if (millis > 0) {
            report(wins, judge, player, SearchLimits.time(millis), millis + " ms");
        }
    }

    private static void report(List<ForcedWin> wins, WinVerifier judge, Player player, SearchLimits limits, String budget) {
        int won = 0;
        int[] byRule = new int[Rule.values().length];
        int[] ofRule = new int[Rule.values().length];
        for (ForcedWin win : wins) {
            GomokuPosition position = win.position();
            SearchResult result = player.searcher().search(player.request(win.game(), position, limits));
            boolean winning = result.bestMove() >= 0 && judge.wins(position, result.bestMove());
            won += winning ? 1 : 0;
            byRule[win.rule().ordinal()] += winning ? 1 : 0;
            ofRule[win.rule().ordinal()]++;
            System.out.printf("%-9s %-4s %3d plies %8d nodes  %-6s %s  depth %d%n", win.rule().id(), win.kind(), win.plies(),
                    win.nodes(), win.game().formatMove(position, result.bestMove()), winning ? "wins" : "MISSED", result.depth());
        }
        StringBuilder rules = new StringBuilder();
        for (Rule rule : Rule.values()) {
            rules.append(ofRule[rule.ordinal()] == 0 ? "" : " " + rule.id() + " " + byRule[rule.ordinal()] + "/" + ofRule[rule.ordinal()]);
        }
        System.out.printf("forced wins at %s: a winning move in %d of %d (%.0f%%):%s%n", budget, won, wins.size(),
                100.0 * won / wins.size(), rules);
    }

    @Test
    @EnabledIfSystemProperty(named = "gomoku.match", matches = ".+:.+")
    void match() {
        String[] players = System.getProperty("gomoku.match").split(":");
        Player a = Player.parse(players[0]);
        Player b = Player.parse(players[1]);
        long millis = Long.getLong("gomoku.millis", 0);
        SearchLimits limits = millis > 0 ? SearchLimits.time(millis) : SearchLimits.nodes(Long.getLong("gomoku.nodes", 20_000));
        int openings = Integer.getInteger("gomoku.openings", 20);
        GomokuGame game = new GomokuGame();
        Random random = new Random(2026);
        int[] wdl = new int[3];
        int[] fallbacks = new int[1];
        for (int opening = 0; opening < openings; opening++) {
            String start = opening(random);
            for (int aIsBlack = 0; aIsBlack < 2; aIsBlack++) {
                int result = play(game, start, aIsBlack == 1 ? a : b, aIsBlack == 1 ? b : a, limits, fallbacks);
                int forA = aIsBlack == 1 ? result : -result;
                wdl[1 - forA]++;
            }
        }
        MatchScore score = new MatchScore(wdl[0], wdl[1], wdl[2]);
        System.out.printf("match %s against %s, %s a move, %d games: +%d =%d -%d, score %.3f, Elo %s; %d searches without a move%n",
                players[0], players[1], millis > 0 ? millis + " ms" : limits.nodes() + " nodes", score.games(), wdl[0], wdl[1],
                wdl[2], score.score(), score.eloText(), fallbacks[0]);
    }

    /**
     * A game; a search that completes no iteration in its time (a loaded machine can hold a thread
     * back for longer than a move's time) plays the first of its generator's moves, as the brain
     * would play a fallback, and is counted.
     *
     * @return the game's result for black: 1, 0 or -1
     */
    private static int play(GomokuGame game, String opening, Player black, Player white, SearchLimits limits, int[] fallbacks) {
        GomokuPosition position = game.parsePosition(opening);
        SearchSession[] sessions = {black.searcher().openSession(), white.searcher().openSession()};
        Player[] players = {black, white};
        MoveList moves = new MoveList();
        while (!position.isTerminal()) {
            int colour = position.colourToMove();
            SearchResult result = sessions[colour].search(players[colour].request(game,
                    game.parsePosition(game.formatPosition(position)), limits));
            int move = result.bestMove();
            if (move < 0) {
                players[colour].moves().generate(position, moves);
                move = moves.get(0);
                fallbacks[0]++;
            }
            position.makeMove(move);
        }
        return position.terminalValue(0);
    }

    /** @return four distinct stones within two points of the centre */
    private static String opening(Random random) {
        List<String> stones = new ArrayList<>();
        while (stones.size() < 4) {
            String stone = (7 + random.nextInt(5) - 2) + "," + (7 + random.nextInt(5) - 2);
            if (!stones.contains(stone)) {
                stones.add(stone);
            }
        }
        return String.join(" ", stones);
    }

    /**
     * Writes a set of forced wins: self-play games of alpha-beta at a few thousand nodes a move from
     * random openings, under each of freestyle, standard and renju. In each game, at the first position
     * after the opening where the side to move has a proven VCF or VCT of more than one move (by
     * {@link VctSearcher}'s search, {@value #SPOT_NODES} nodes), the game stops; the same side's
     * positions two and four plies earlier are searched with {@value #DEEP_NODES} nodes, and the
     * earliest of the three with a proven win is kept, with the solver's move, its plies, whether fours
     * alone win, and the nodes the proof took: the earlier, the harder. A harder set:
     * {@code -Dgomoku.selfPlayNodes=N} for stronger self-play (N nodes a move instead of 2000 to 5000),
     * {@code -Dgomoku.back=PLIES} to look further back (default 4), {@code -Dgomoku.deepNodes=N} for the
     * deeper proofs, {@code -Dgomoku.seed} for other openings.
     */
    @Test
    @EnabledIfSystemProperty(named = "gomoku.generate", matches = ".+")
    void generateForcedWins() throws IOException {
        int perRule = Integer.getInteger("gomoku.perRule", 30);
        Random random = new Random(Long.getLong("gomoku.seed", 13));
        VctSearcher solver = new VctSearcher();
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(System.getProperty("gomoku.generate"))))) {
            out.println("# rule, moves from the empty board (15x15), a winning move, its plies, VCF or VCT, the"
                    + " solver's nodes: see GomokuStrengthTest");
            for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU}) {
                GomokuGame game = new GomokuGame(15, rule);
                for (int found = 0; found < perRule;) {
                    ForcedWin win = firstForcedWin(game, opening(random), random, solver);
                    if (win != null) {
                        out.println(win.line());
                        out.flush();
                        found++;
                    }
                }
            }
        }
    }

    private static ForcedWin firstForcedWin(GomokuGame game, String opening, Random random, VctSearcher solver) {
        GomokuPosition position = game.parsePosition(opening);
        SearchSession session = new AlphaBetaSearcher().openSession();
        long strongNodes = Long.getLong("gomoku.selfPlayNodes", 0);
        while (!position.isTerminal()) {
            GomokuPosition here = game.parsePosition(game.formatPosition(position));
            if (solver.search(here, SPOT_NODES).verdict() == ThreatSpaceSearch.Verdict.WIN) {
                return earliestWin(game, here, solver);
            }
            long nodes = strongNodes > 0 ? strongNodes : 2000 + random.nextInt(3000);
            SearchResult result = session.search(SearchRequest.of(game, here, SearchLimits.nodes(nodes))
                    .withMoves(new ThreatMoves()).withEvaluator(new PatternEvaluator()));
            position.makeMove(result.bestMove());
        }
        return null;
    }

    /** @return the earliest of the position and those up to {@code gomoku.back} plies before it with a win of two moves or more, or null */
    private static ForcedWin earliestWin(GomokuGame game, GomokuPosition spotted, VctSearcher solver) {
        int[] moves = spotted.moves();
        long deepNodes = Long.getLong("gomoku.deepNodes", DEEP_NODES);
        for (int back = Integer.getInteger("gomoku.back", 4); back >= 0; back -= 2) {
            if (moves.length - back >= 4) {
                GomokuPosition position = new GomokuPosition(spotted.board(), spotted.rule(), Arrays.copyOf(moves, moves.length - back));
                ThreatSpaceSearch.Result proof = solver.search(position, deepNodes);
                if (proof.verdict() == ThreatSpaceSearch.Verdict.WIN && proof.moves() >= 2) {
                    boolean byFours = new VcfSearcher().search(position, DEEP_NODES).verdict() == ThreatSpaceSearch.Verdict.WIN;
                    return new ForcedWin(game, game.formatPosition(position), game.formatMove(position, proof.line()[0]),
                            proof.line().length, byFours ? "VCF" : "VCT", proof.nodes());
                }
            }
        }
        return null;
    }

    /**
     * A player of a match: its move generator, its tactical oracle, whether it searches past the horizon,
     * whether it follows the game's recommended prunings and extensions, and its threads. Spec:
     * {@code GENERATOR[+vct|+vctall|+vcf][+noq][+exact][+tN]}.
     */
    private record Player(MoveGenerator<GomokuPosition> moves, String oracle, boolean quiescence, boolean recommended,
            int threads) {
        static Player parse(String spec) {
            List<String> parts = List.of(spec.split("\\+"));
            MoveGenerator<GomokuPosition> moves = switch (parts.get(0)) {
                case "threats" -> new ThreatMoves();
                case "nearby" -> new NearbyMoves();
                case "legal" -> new LegalMoves();
                default -> throw new IllegalArgumentException("no generator " + parts.get(0));
            };
            String oracle = parts.contains("vcf") ? "vcf" : parts.contains("vctall") ? "vctall" : "vct";
            int threads = parts.stream().filter(part -> part.matches("t\\d+")).mapToInt(part -> Integer.parseInt(part.substring(1)))
                    .findFirst().orElse(1);
            return new Player(moves, oracle, !parts.contains("noq"), !parts.contains("exact"), threads);
        }

        /** @return a search of the position by this player: its game's aids, its generator and the game's default evaluator */
        SearchRequest<GomokuPosition> request(GomokuGame game, GomokuPosition position, SearchLimits limits) {
            Game<GomokuPosition> oracled = switch (oracle) {
                case "vcf" -> WithOracle.foursOnly(game);
                case "vctall" -> WithOracle.threesEverywhere(game);
                default -> game;
            };
            Game<GomokuPosition> aided = quiescence ? oracled : new WithoutCapabilities(oracled, QuiescenceMoves.class);
            return SearchRequest.of(aided, position, limits.withThreads(threads)).withMoves(moves).withEvaluator(new PatternEvaluator());
        }

        AlphaBetaSearcher searcher() {
            return recommended ? new AlphaBetaSearcher() : AlphaBetaConfigs.exact();
        }
    }

    /** One position of the set. */
    private record ForcedWin(GomokuGame game, String moves, String move, int plies, String kind, long nodes) {
        /** @return the committed set, or the file {@code -Dgomoku.wins} names (as written by {@link #generateForcedWins}) */
        static List<ForcedWin> load() {
            List<ForcedWin> wins = new ArrayList<>();
            String file = System.getProperty("gomoku.wins");
            try (BufferedReader in = file != null ? Files.newBufferedReader(Path.of(file)) : new BufferedReader(new InputStreamReader(
                    GomokuStrengthTest.class.getResourceAsStream(FORCED_WINS), StandardCharsets.UTF_8))) {
                for (String text = in.readLine(); text != null; text = in.readLine()) {
                    if (!text.startsWith("#") && !text.isBlank()) {
                        String[] fields = text.split("\t");
                        GomokuGame game = new GomokuGame().variant(Map.of("rule", fields[0]));
                        wins.add(new ForcedWin(game, fields[1], fields[2], Integer.parseInt(fields[3]), fields[4],
                                Long.parseLong(fields[5])));
                    }
                }
            } catch (IOException unreadable) {
                throw new UncheckedIOException(unreadable);
            }
            assertTrue(!wins.isEmpty(), file != null ? file : FORCED_WINS);
            return wins;
        }

        GomokuPosition position() {
            return game.parsePosition(moves);
        }

        Rule rule() {
            return position().rule();
        }

        String line() {
            return String.join("\t", rule().id(), moves, move, String.valueOf(plies), kind, String.valueOf(nodes));
        }
    }
}
