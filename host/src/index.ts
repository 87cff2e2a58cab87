// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
import('./bootstrap');
