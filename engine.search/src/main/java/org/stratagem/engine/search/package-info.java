/**
 * Stratagem's game-agnostic search strategies, each a Declarative Services component registered
 * as a {@link org.stratagem.engine.api.search.Searcher} under its
 * {@link org.stratagem.engine.api.ServiceProperties#STRATEGY_ID}. Every package below this one is
 * private to the bundle: other bundles reach the strategies only as services.
 *
 * <p>Which strategy plays which kind of game (the traits of
 * {@link org.stratagem.engine.api.GameTraits}):
 *
 * <table>
 * <caption>Strategies and the games they support</caption>
 * <tr><th>strategy.id</th><th>two teams</th><th>turn-keeping, teams of several seats</th>
 *     <th>chance</th><th>hidden information</th><th>single agent</th><th>result</th></tr>
 * <tr><td>{@code minimax}</td><td>yes</td><td>yes</td><td>yes (expectation)</td><td>no</td><td>no</td>
 *     <td>the reference: exact minimax (expectimax) value to the depth, or to the end</td></tr>
 * <tr><td>{@code alphabeta}</td><td>yes</td><td>yes</td><td>no</td><td>no</td><td>no</td>
 *     <td>the minimax value, fast: principal variation search, aspiration windows, a lockless transposition
 *     table, killers and history, Lazy SMP; late move reductions and null moves as options (never where the game
 *     declares them unsound); proof detection; the principal variation completed from the table</td></tr>
 * <tr><td>{@code solver}</td><td>yes</td><td>yes</td><td>no</td><td>no</td><td>no</td>
 *     <td>win, draw or loss, memoised on canonical keys</td></tr>
 * <tr><td>{@code dfpn}</td><td>yes</td><td>yes</td><td>no</td><td>no</td><td>no</td>
 *     <td>win, draw or loss by depth-first proof-number search (1+epsilon; a second search where draws
 *     are possible), proof numbers on canonical keys</td></tr>
 * <tr><td>{@code expectimax}</td><td>yes</td><td>yes</td><td>yes (expectation)</td><td>no</td><td>no</td>
 *     <td>minimax's expectimax value to the depth, found faster (alpha-beta at decision nodes, Star1 at
 *     chance nodes, iterative deepening); proven when searched to the end</td></tr>
 * <tr><td>{@code mcts}</td><td>yes</td><td>yes</td><td>yes (sampled; proven only where luck cannot change the outcome)</td><td>no</td><td>no</td>
 *     <td>the most visited move (UCT, random playouts, root parallelism); win, draw or loss proven when the
 *     tree reaches the game's ends (MCTS-Solver with score bounds); needs a time or node limit</td></tr>
 * <tr><td>{@code determinize}</td><td>yes</td><td>yes</td><td>no</td><td>yes (positions drawn from the seat's
 *     observation)</td><td>no</td>
 *     <td>the move most of 8 drawn positions chose, each searched by alphabeta as if nothing were hidden
 *     (perfect-information Monte Carlo); never proven</td></tr>
 * <tr><td>{@code retrograde}</td><td>yes (acyclic)</td><td>yes</td><td>no</td><td>no</td><td>yes (moves of cost 1)</td>
 *     <td>every state of a game with an indexed state space solved in one table; exact values and
 *     optimal solutions read from it; also a {@link org.stratagem.engine.api.table.TableSolver}</td></tr>
 * <tr><td>{@code bfs}</td><td>no</td><td>no</td><td>no</td><td>no</td><td>yes</td>
 *     <td>an optimal (least total cost) solution</td></tr>
 * </table>
 *
 * <p>Shared machinery is written once: {@code common} holds what every search does (limits, node
 * counting, time management under a per-move limit or a game clock, helper threads, move buffers,
 * the principal variation, reports and results, sessions), {@code table}
 * the transposition table and the hash table of the solver's memo and of breadth-first search's
 * visited set.
 */
package org.stratagem.engine.search;
